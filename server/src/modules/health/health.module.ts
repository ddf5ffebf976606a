import type { FastifyInstance } from "fastify";
import { healthRoutes } from "./health.routes.js";

/** Liveness and readiness, for a load balancer. */
export async function healthModule(app: FastifyInstance) {
  await app.register(healthRoutes);
}
