import type { FastifyInstance } from "fastify";
import { usersRoutes } from "./users.routes.js";

/** A company's users: list, export, invite, edit, remove. */
export async function usersModule(app: FastifyInstance) {
  await app.register(usersRoutes);
}
