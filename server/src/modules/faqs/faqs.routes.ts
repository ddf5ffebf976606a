import { companyFaqsInputSchema, faqSchema } from "@froyo/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf, requireAuth, requirePermission } from "../../identity/guards.js";
import { scopeOf } from "../../identity/scope.js";
import { createFaqsService } from "./faqs.service.js";

const idParams = z.object({ id: z.string() });
const list = z.object({ data: z.array(faqSchema) });

/**
 * `GET /api/faqs`: the FAQ of the user's company, for everyone signed in. Platform staff read and replace a
 * company's list under `/api/companies/{id}/faqs`, with the same permissions and scoping as the company form.
 */
export async function faqsRoutes(app: FastifyInstance) {
  const faqs = createFaqsService({ database: app.database, platformCompanyId: app.platformCompany.id });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/faqs",
    {
      onRequest: requireAuth,
      schema: { response: { 200: list } },
      config: { docs: { operationId: "listFaqs", summary: "List the company's FAQs" } },
    },
    async (request) => ({
      data: await faqs.listCompanyFaqs(await scopeOf(request)),
    }),
  );

  routes.get(
    "/api/companies/:id/faqs",
    {
      onRequest: requirePermission("view companies"),
      schema: { params: idParams, response: { 200: list } },
      config: { docs: { operationId: "getCompanyFaqs", summary: "Get a company's FAQs" } },
    },
    async (request) => ({ data: await faqs.getFaqsOf(request.params.id) }),
  );

  routes.put(
    "/api/companies/:id/faqs",
    {
      onRequest: requirePermission("edit companies"),
      schema: { params: idParams, body: companyFaqsInputSchema, response: { 200: list } },
      config: { docs: { operationId: "replaceCompanyFaqs", summary: "Replace a company's FAQs" } },
    },
    async (request) => {
      const { user } = await authOf(request);
      const actor = { id: user.id, email: user.email, ip: request.ip };
      return { data: await faqs.replaceFaqsOf(actor, request.params.id, request.body) };
    },
  );
}
