import {
  companyAdminSchema,
  companyCreateFormSchema,
  companyListQuerySchema,
  companyUpdateFormSchema,
  pageMetaSchema,
} from "@froyo/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf, requirePermission } from "../../identity/guards.js";
import { exportOwnerOf, scopeOf } from "../../identity/scope.js";
import type { Actor, CompaniesService } from "./companies.service.js";
import { readCompanyForm, registerCompanyMultipart } from "./company-form.js";

async function actorOf(request: FastifyRequest): Promise<Actor> {
  const { user } = await authOf(request);
  return { id: user.id, email: user.email, ip: request.ip };
}

const idParams = z.object({ id: z.string() });
/** A delete takes no body: one with fields (company_id, …) is refused rather than ignored, as for users. */
const noBody = z.strictObject({});
const one = z.object({ data: companyAdminSchema });

/**
 * Companies (tenants), for platform staff. The permission is the guard: only Super Admin holds `* companies`.
 * They are platform staff on any host (they may sign in on a company's subdomain too), so the routes answer on
 * every host rather than only on the bare domain. Guards run `onRequest`, after the global CSRF check, so
 * 419/401/403 answer before a byte of the multipart body is read.
 */
export async function companiesRoutes(app: FastifyInstance, options: { companies: CompaniesService }) {
  const { companies } = options;
  await registerCompanyMultipart(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/companies",
    {
      config: { docs: { operationId: "listCompanies", summary: "List the companies" } },
      onRequest: requirePermission("view companies"),
      schema: {
        querystring: companyListQuerySchema,
        response: { 200: z.object({ data: z.array(companyAdminSchema), meta: pageMetaSchema }) },
      },
    },
    async (request) => companies.listCompanies(request.query),
  );

  routes.get(
    "/api/companies/export.csv",
    {
      onRequest: requirePermission("view companies"),
      schema: { querystring: companyListQuerySchema.pick({ search: true }) },
      config: {
        docs: {
          operationId: "exportCompanies",
          summary: "Export the companies as CSV",
          responses: { 200: { description: "The companies, as CSV", contentType: "text/csv" } },
          throttled: true,
        },
      },
    },
    async (request, reply) => {
      const { stream } = await app.exportGate.open(exportOwnerOf(await scopeOf(request)), async () => ({
        stream: companies.exportCompanies(request.query),
      }));
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="companies.csv"')
        .header("cache-control", "no-store")
        .send(stream);
    },
  );

  routes.get(
    "/api/companies/:id",
    {
      config: { docs: { operationId: "getCompany", summary: "Get a company" } },
      onRequest: requirePermission("view companies"),
      schema: { params: idParams, response: { 200: one } },
    },
    async (request) => ({ data: await companies.getCompany(request.params.id) }),
  );

  routes.post(
    "/api/companies",
    {
      onRequest: requirePermission("create companies"),
      schema: { response: { 201: one } },
      config: {
        docs: {
          operationId: "createCompany",
          summary: "Create a company with its first admin",
          form: companyCreateFormSchema,
        },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      const data = await companies.createCompany(actor, await readCompanyForm(request));
      return reply.code(201).send({ data });
    },
  );

  routes.post(
    "/api/companies/:id",
    {
      onRequest: requirePermission("edit companies"),
      schema: { params: idParams, response: { 200: one } },
      config: { docs: { operationId: "updateCompany", summary: "Change a company", form: companyUpdateFormSchema } },
    },
    async (request) => {
      const actor = await actorOf(request);
      const { id } = request.params;
      // Unknown ids answer 404 before the body is read.
      await companies.getCompany(id);
      return { data: await companies.updateCompany(actor, id, await readCompanyForm(request)) };
    },
  );

  routes.delete(
    "/api/companies/:id",
    {
      onRequest: requirePermission("delete companies"),
      schema: { params: idParams, body: noBody },
      config: {
        docs: {
          operationId: "deleteCompany",
          summary: "Delete a company",
          responses: { 204: { description: "Deleted; no body" } },
        },
      },
    },
    async (request, reply) => {
      await companies.deleteCompany(await actorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
