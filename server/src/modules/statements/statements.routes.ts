import { clientTermsSchema, dataOf, statementSchema, statementsQuerySchema } from "@froyo/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requirePermission, requireStaffWith } from "../../identity/guards.js";
import { scopeOf } from "../../identity/scope.js";
import { statementCsv } from "./statement-csv.js";
import { renderStatementPdf } from "./statement-pdf.js";
import { statementCompanyOf } from "./statements.repository.js";
import { createStatementsService } from "./statements.service.js";

const idParams = z.object({ id: z.string() });

/**
 * Statements (issue 25 part 3): `view statements` (staff: every client's; a client: their own, another's answers 404
 * like one that does not exist), as JSON, PDF and CSV; and each client's terms, read and set by staff who manage users.
 */
export async function statementsRoutes(app: FastifyInstance) {
  const { database } = app;
  const statements = createStatementsService({ database });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const canView = { onRequest: requirePermission("view statements") };

  routes.get(
    "/api/statements",
    {
      ...canView,
      schema: { querystring: statementsQuerySchema, response: { 200: dataOf(z.array(statementSchema)) } },
      config: { docs: { operationId: "listStatements", summary: "List a month's statements (drafts and issued)" } },
    },
    async (request) => ({ data: await statements.listStatements(await scopeOf(request), request.query) }),
  );

  routes.get(
    "/api/statements/:id",
    {
      ...canView,
      schema: { params: idParams, response: { 200: dataOf(statementSchema) } },
      config: { docs: { operationId: "getStatement", summary: "Get a statement" } },
    },
    async (request) => ({ data: await statements.getStatement(await scopeOf(request), request.params.id) }),
  );

  const download = (type: "pdf" | "csv") => ({
    ...canView,
    schema: { params: idParams },
    config: {
      docs: {
        operationId: type === "pdf" ? "getStatementPdf" : "getStatementCsv",
        summary: `Download a statement as ${type.toUpperCase()}`,
        responses: {
          200: {
            description:
              type === "pdf" ? "The statement as a PDF" : "The statement as CSV, amounts in the currency's units",
            contentType: type === "pdf" ? "application/pdf" : "text/csv",
          },
        },
      },
    },
  });

  routes.get("/api/statements/:id.pdf", download("pdf"), async (request, reply) => {
    const scope = await scopeOf(request);
    const statement = await statements.getStatement(scope, request.params.id);
    const company = await database.withTenant(scope.companyId, (tx) => statementCompanyOf(tx, scope.companyId));
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `attachment; filename="statement-${statement.month}.pdf"`)
      .header("cache-control", "no-store")
      .send(await renderStatementPdf(statement, company));
  });

  routes.get("/api/statements/:id.csv", download("csv"), async (request, reply) => {
    const statement = await statements.getStatement(await scopeOf(request), request.params.id);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="statement-${statement.month}.csv"`)
      .header("cache-control", "no-store")
      .send(statementCsv(statement));
  });

  routes.get(
    "/api/users/:id/terms",
    {
      onRequest: requireStaffWith("view users"),
      schema: { params: idParams, response: { 200: dataOf(clientTermsSchema) } },
      config: { docs: { operationId: "getClientTerms", summary: "Get a client's royalty and monthly fee" } },
    },
    async (request) => ({ data: await statements.getTerms(await scopeOf(request), request.params.id) }),
  );

  routes.put(
    "/api/users/:id/terms",
    {
      onRequest: requireStaffWith("edit users"),
      schema: { params: idParams, body: clientTermsSchema, response: { 200: dataOf(clientTermsSchema) } },
      config: { docs: { operationId: "setClientTerms", summary: "Set a client's royalty and monthly fee" } },
    },
    async (request) => ({
      data: await statements.setTerms(await scopeOf(request), request.params.id, request.body),
    }),
  );
}
