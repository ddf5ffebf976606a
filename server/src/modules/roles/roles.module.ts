import type { FastifyInstance } from "fastify";
import { rolesRoutes } from "./roles.routes.js";

/** Roles and their permissions. */
export async function rolesModule(app: FastifyInstance) {
  await app.register(rolesRoutes);
}
