import type { FastifyInstance } from "fastify";
import { trainingRoutes } from "./training.routes.js";

/** Training links and the user manual behind its password. */
export async function trainingModule(app: FastifyInstance) {
  await app.register(trainingRoutes);
}
