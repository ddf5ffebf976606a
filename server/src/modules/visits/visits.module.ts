import type { FastifyInstance } from "fastify";
import { visitsRoutes } from "./visits.routes.js";

/** Service visits recorded on a phone (issue 24, decision 040): they set the trays' levels and record shrinkage. */
export async function visitsModule(app: FastifyInstance) {
  await app.register(visitsRoutes);
}
