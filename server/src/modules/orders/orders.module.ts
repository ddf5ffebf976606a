import type { FastifyInstance } from "fastify";
import { ordersRoutes } from "./orders.routes.js";

/** The order history: the list, an order's lines and the CSV export (the kiosks report sales through device/). */
export async function ordersModule(app: FastifyInstance) {
  await app.register(ordersRoutes);
}
