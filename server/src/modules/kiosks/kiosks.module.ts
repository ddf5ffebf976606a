import type { FastifyInstance } from "fastify";
import { kiosksRoutes } from "./kiosks.routes.js";

/** The fleet in the back office: kiosks, their keys and trays (the kiosks' own API is device/). */
export async function kiosksModule(app: FastifyInstance) {
  await app.register(kiosksRoutes);
}
