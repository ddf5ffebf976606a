import type { FastifyInstance } from "fastify";
import { salesAnalyticsRoutes } from "./analytics.routes.js";
import { salesRoutes } from "./sales.routes.js";

/** Sales analytics, and the order history with its CSV export (the kiosks report sales through device/). */
export async function salesModule(app: FastifyInstance) {
  await app.register(salesAnalyticsRoutes);
  await app.register(salesRoutes);
}
