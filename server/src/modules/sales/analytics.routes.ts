import { dataOf, salesAnalyticsQuerySchema, salesAnalyticsSchema } from "@froyo/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requirePermission } from "../../identity/guards.js";
import { scopeOf } from "../../identity/scope.js";
import { createSalesAnalyticsService } from "./analytics.service.js";

/**
 * `GET /api/sales/data`: revenue, orders and items over time beside the previous period, and the breakdowns of the
 * analytics screen, from the rollups (docs/decisions/019-sales-rollups.md). A client's figures cover only the kiosks
 * they own.
 */
export async function salesAnalyticsRoutes(app: FastifyInstance) {
  const analytics = createSalesAnalyticsService({ database: app.database });
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/sales/data",
    {
      onRequest: requirePermission("view sales"),
      schema: { querystring: salesAnalyticsQuerySchema, response: { 200: dataOf(salesAnalyticsSchema) } },
      config: {
        docs: {
          operationId: "getSalesAnalytics",
          summary: "Sales analytics: totals, over time, by product and by kiosk",
        },
      },
    },
    async (request) => ({ data: await analytics.getSalesAnalytics(await scopeOf(request), request.query) }),
  );
}
