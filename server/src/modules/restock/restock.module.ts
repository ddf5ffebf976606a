import type { FastifyInstance } from "fastify";
import { restockRoutes } from "./restock.routes.js";
import { createRestockService } from "./restock.service.js";

/** Restocking (issue 24): forecasts, the due list and pick lists, at the app's clock so tests can fix "now". */
export async function restockModule(app: FastifyInstance) {
  const restock = createRestockService({
    database: app.database,
    clock: app.clock,
    onlineSeconds: app.config.KIOSK_ONLINE_SECONDS,
  });
  await app.register(restockRoutes, { restock });
}
