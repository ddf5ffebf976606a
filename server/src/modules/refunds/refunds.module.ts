import type { FastifyInstance } from "fastify";
import { refundsRoutes } from "./refunds.routes.js";

/** Refunds from the back office (issue 25, decision 043); kiosks report theirs through device/. */
export async function refundsModule(app: FastifyInstance) {
  await app.register(refundsRoutes);
}
