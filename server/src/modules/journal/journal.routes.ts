import { journalQuerySchema } from "@froyo/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireStaffWith } from "../../identity/guards.js";
import { scopeOf } from "../../identity/scope.js";
import { createJournalService } from "./journal.service.js";

/** `GET /api/sales/journal.csv` (issue 25 part 4): the company's sales as accounting imports read them. */
export async function journalRoutes(app: FastifyInstance) {
  const journal = createJournalService({ database: app.database });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/sales/journal.csv",
    {
      onRequest: requireStaffWith("view sales"),
      schema: { querystring: journalQuerySchema },
      config: {
        docs: {
          operationId: "exportSalesJournal",
          summary: "The sales per local day, kiosk and payment method as CSV for accounting imports (staff)",
          responses: {
            200: {
              description: "CSV: amounts in the currency's units, one line per day, kiosk and payment method",
              contentType: "text/csv",
            },
          },
        },
      },
    },
    async (request, reply) => {
      const text = await journal.journalCsv(await scopeOf(request), request.query);
      const { from, to } = request.query;
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="sales-journal-${from}-${to}.csv"`)
        .header("cache-control", "no-store")
        .send(text);
    },
  );
}
