import { analyticsQuerySchema, analyticsSchema, dataOf } from "@froyo/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requirePermission } from "../../identity/guards.js";
import { scopeOf } from "../../identity/scope.js";
import { createAnalyticsService } from "./analytics.service.js";

/**
 * `GET /api/sales/data`: revenue, orders and items over time beside the previous period, and the breakdowns of the
 * analytics screen, from the rollups (docs/decisions/019-sales-rollups.md). A client's figures cover only the kiosks
 * they own.
 */
export async function analyticsRoutes(app: FastifyInstance) {
  const analytics = createAnalyticsService({ database: app.database });
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/sales/data",
    {
      onRequest: requirePermission("view sales"),
      schema: { querystring: analyticsQuerySchema, response: { 200: dataOf(analyticsSchema) } },
      config: {
        docs: {
          operationId: "getAnalytics",
          summary: "Sales analytics: totals, over time, by product and by kiosk",
        },
      },
    },
    async (request) => ({ data: await analytics.getAnalytics(await scopeOf(request), request.query) }),
  );
}
