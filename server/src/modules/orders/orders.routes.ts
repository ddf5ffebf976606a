import {
  dataOf,
  SALES_EXPORT_COUNT_HEADER,
  saleDetailSchema,
  saleFiltersSchema,
  saleListQuerySchema,
  salePageSchema,
} from "@froyo/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSalesAnd } from "../../identity/guards.js";
import { exportOwnerOf, scopeOf } from "../../identity/scope.js";
import { createOrdersService } from "./orders.service.js";
import { exportSales } from "./orders-export.js";

const idParams = z.object({ id: z.string() });

/**
 * The order history (issue 11): `/api/sales` pages by keyset (decision 018), `/api/sales/group/{id}` is one order
 * with its items, `/api/sales/export` the whole filtered set as CSV. A client reaches the sales of the kiosks they
 * own only; an order out of reach answers 404 like one that does not exist.
 */
export async function ordersRoutes(app: FastifyInstance) {
  const { database } = app;
  const orders = createOrdersService({ database });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const canView = { onRequest: requireSalesAnd("view kiosks") };

  routes.get(
    "/api/sales",
    {
      ...canView,
      schema: { querystring: saleListQuerySchema, response: { 200: salePageSchema } },
      config: { docs: { operationId: "listSales", summary: "List the orders (order history)" } },
    },
    async (request) => orders.listSales(await scopeOf(request), request.query),
  );

  routes.get(
    "/api/sales/group/:id",
    {
      ...canView,
      schema: { params: idParams, response: { 200: dataOf(saleDetailSchema) } },
      config: { docs: { operationId: "getSale", summary: "Get an order with its items" } },
    },
    async (request) => ({ data: await orders.getSale(await scopeOf(request), request.params.id) }),
  );

  const exportDocs = {
    description: `The filtered sales as CSV in the list's order (money in cents, times in UTC and the kiosk's zone); the \`${SALES_EXPORT_COUNT_HEADER}\` header says how many rows follow.`,
    contentType: "text/csv",
  };
  routes.get(
    "/api/sales/export",
    {
      ...canView,
      schema: { querystring: saleFiltersSchema },
      config: {
        docs: {
          operationId: "exportSales",
          summary: "Export the filtered orders as CSV",
          responses: { 200: exportDocs },
          throttled: true,
        },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const { total, stream } = await app.exportGate.open(exportOwnerOf(scope), () =>
        exportSales(database, scope, request.query),
      );
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="sales-${day}.csv"`)
        .header("cache-control", "no-store")
        .header(SALES_EXPORT_COUNT_HEADER, String(total))
        .send(stream);
    },
  );
}
