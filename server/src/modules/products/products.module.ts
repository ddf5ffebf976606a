import type { FastifyInstance } from "fastify";
import { productsRoutes } from "./products.routes.js";
import { createProductsService } from "./products.service.js";

/** The catalog, with its pictures under the uploads folder. */
export async function productsModule(app: FastifyInstance) {
  const products = createProductsService({ database: app.database, uploadsDir: app.uploadsDir });
  await app.register(productsRoutes, { products });
}
