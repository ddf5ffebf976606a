import type { FastifyInstance } from "fastify";
import { timezonesRoutes } from "./timezones.routes.js";

/** The time zones a company or kiosk may choose from. */
export async function timezonesModule(app: FastifyInstance) {
  await app.register(timezonesRoutes);
}
