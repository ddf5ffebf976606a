import type { FastifyInstance } from "fastify";
import { journalRoutes } from "./journal.routes.js";

/** The accounting journal (issue 25 part 4, decision 043): sales per day, kiosk and payment method as CSV. */
export async function journalModule(app: FastifyInstance) {
  await app.register(journalRoutes);
}
