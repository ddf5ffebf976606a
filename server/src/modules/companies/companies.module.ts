import type { FastifyInstance } from "fastify";
import { checkSubdomainRoutes } from "./check-subdomain.routes.js";
import { companiesRoutes } from "./companies.routes.js";
import { createCompaniesService } from "./companies.service.js";

/** The tenant companies: the public subdomain check, and their management by platform staff. */
export async function companiesModule(app: FastifyInstance) {
  const { config } = app;
  await app.register(checkSubdomainRoutes);
  const companies = createCompaniesService({
    database: app.database,
    mailer: app.mailer,
    log: app.log,
    platformCompanyId: app.platformCompany.id,
    appUrl: config.APP_URL,
    uploadsDir: app.uploadsDir,
    forgetTenantCache: () => app.forgetTenantCache(),
  });
  await app.register(companiesRoutes, { companies });
}
