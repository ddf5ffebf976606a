import type { FastifyInstance } from "fastify";
import { auditRoutes } from "./audit.routes.js";

/** The audit trail's list and CSV export (other modules write entries through audit.service.ts). */
export async function auditModule(app: FastifyInstance) {
  await app.register(auditRoutes);
}
