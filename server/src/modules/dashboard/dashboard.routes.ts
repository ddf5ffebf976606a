import { type Dashboard, dashboardSchema, dataOf } from "@froyo/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireSalesAnd } from "../../identity/guards.js";
import { scopeOf } from "../../identity/scope.js";
import type { AnswerCache } from "../../lib/answer-cache.js";
import { reachOf } from "../kiosks/kiosks.service.js";
import { createDashboardService } from "./dashboard.service.js";

/**
 * `GET /api/dashboard`: the home page's cards in one request; a client's cover only the kiosks they own. Answers are
 * shared for a few seconds by the requests of one company and scope (`answers`, docs/decisions/019-sales-rollups.md).
 */
export async function dashboardRoutes(app: FastifyInstance, options: { answers: AnswerCache<Dashboard> }) {
  const dashboard = createDashboardService({
    database: app.database,
    onlineSeconds: app.config.KIOSK_ONLINE_SECONDS,
  });
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/dashboard",
    {
      onRequest: requireSalesAnd("view dashboard"),
      schema: { response: { 200: dataOf(dashboardSchema) } },
      config: { docs: { operationId: "getDashboard", summary: "The dashboard's figures" } },
    },
    async (request) => {
      const scope = await scopeOf(request);
      // Staff of a company all see the same figures; each client sees their own kiosks'.
      const key = `${scope.companyId}:${reachOf(scope).ownerId ?? "all"}`;
      return { data: await options.answers.get(key, () => dashboard.getDashboard(scope)) };
    },
  );
}
