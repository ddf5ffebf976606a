import { companyPublicSchema, ERROR_MESSAGES } from "@froyo/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { toPublicCompany } from "../../identity/public-company.js";
import { notFound } from "../../lib/http-errors.js";

/** `GET /check-subdomain`: the company of the request's host, for branding before anyone signs in. */
export async function checkSubdomainRoutes(app: FastifyInstance) {
  const docs = {
    public: true,
    operationId: "checkSubdomain",
    summary: "The company this host belongs to, with its branding",
    errors: [404],
    responses: { 200: z.object({ data: companyPublicSchema }) },
  } as const;
  app.get("/check-subdomain", { config: { docs } }, async (request) => {
    const tenant = await request.getTenant();
    if (tenant.kind !== "company") throw notFound(ERROR_MESSAGES.companyNotFound);
    return { data: toPublicCompany(tenant.company) };
  });
}
