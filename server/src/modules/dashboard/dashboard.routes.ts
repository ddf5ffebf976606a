import { dashboardSchema, dataOf } from "@froyo/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { scopeOf } from "../../lib/scope.js";
import { requirePermission } from "../../plugins/guards.js";
import { createDashboardService } from "./dashboard.service.js";

/** `GET /api/dashboard`: the home page's cards in one request; a client's cover only the kiosks they own. */
export async function dashboardRoutes(app: FastifyInstance) {
  const dashboard = createDashboardService({
    database: app.database,
    onlineSeconds: app.config.KIOSK_ONLINE_SECONDS,
  });
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/dashboard",
      { onRequest: requirePermission("view dashboard"), schema: { response: { 200: dataOf(dashboardSchema) } } },
      async (request) => ({ data: await dashboard.getDashboard(await scopeOf(request)) }),
    );
}
