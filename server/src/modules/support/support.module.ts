import type { FastifyInstance } from "fastify";
import { supportRoutes } from "./support.routes.js";
import { createSupportService } from "./support.service.js";

/** Support tickets, mailed to the company's support address or the platform's. */
export async function supportModule(app: FastifyInstance) {
  const { config } = app;
  const support = createSupportService({
    database: app.database,
    mailer: app.mailer,
    log: app.log,
    supportEmail: config.SUPPORT_EMAIL,
  });
  await app.register(supportRoutes, { support });
}
