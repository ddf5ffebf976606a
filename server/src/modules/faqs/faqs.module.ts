import type { FastifyInstance } from "fastify";
import { faqsRoutes } from "./faqs.routes.js";

/** A company's FAQ: read by its users, edited by platform staff. */
export async function faqsModule(app: FastifyInstance) {
  await app.register(faqsRoutes);
}
