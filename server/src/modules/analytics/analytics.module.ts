import type { FastifyInstance } from "fastify";
import { analyticsRoutes } from "./analytics.routes.js";

/** Sales analytics (`GET /api/sales/data`); its rollups are written by ingestion and rebuilt by `db:rollups`. */
export async function analyticsModule(app: FastifyInstance) {
  await app.register(analyticsRoutes);
}
