import {
  createPickListSchema,
  dataOf,
  kioskForecastSchema,
  pickListSchema,
  pickListSummarySchema,
  restockDueKioskSchema,
  restockDueQuerySchema,
} from "@froyo/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requirePermission } from "../../identity/guards.js";
import { scopeOf } from "../../identity/scope.js";
import { pickListCsv, pickListFilename } from "./pick-list-csv.js";
import type { RestockService } from "./restock.service.js";

const idParams = z.object({ id: z.string() });

/**
 * Restocking's reads and pick lists (issue 24): a kiosk's forecast, the due list, and pick lists with their CSV. A
 * client reaches only their own kiosks, and only the pick lists whose kiosks are all theirs.
 */
export async function restockRoutes(app: FastifyInstance, options: { restock: RestockService }) {
  const { restock } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const canView = { onRequest: requirePermission("view restock") };

  routes.get(
    "/api/kiosks/:id/forecast",
    {
      ...canView,
      schema: { params: idParams, response: { 200: dataOf(kioskForecastSchema) } },
      config: { docs: { operationId: "getKioskForecast", summary: "Forecast when each tray of a kiosk runs out" } },
    },
    async (request) => ({ data: await restock.getKioskForecast(await scopeOf(request), request.params.id) }),
  );

  routes.get(
    "/api/restock/due",
    {
      ...canView,
      schema: { querystring: restockDueQuerySchema, response: { 200: dataOf(z.array(restockDueKioskSchema)) } },
      config: { docs: { operationId: "listRestockDue", summary: "List the kiosks due for a restock visit" } },
    },
    async (request) => ({ data: await restock.listDue(await scopeOf(request), request.query) }),
  );

  routes.post(
    "/api/restock/pick-lists",
    {
      onRequest: requirePermission("edit restock"),
      schema: { body: createPickListSchema, response: { 201: dataOf(pickListSchema) } },
      config: { docs: { operationId: "createPickList", summary: "Make a pick list for a planned visit" } },
    },
    async (request, reply) => {
      const list = await restock.createPickList(await scopeOf(request), request.body);
      return reply.code(201).send({ data: list });
    },
  );

  routes.get(
    "/api/restock/pick-lists",
    {
      ...canView,
      schema: { response: { 200: dataOf(z.array(pickListSummarySchema)) } },
      config: { docs: { operationId: "listPickLists", summary: "List the pick lists, newest first" } },
    },
    async (request) => ({ data: await restock.listPickLists(await scopeOf(request)) }),
  );

  routes.get(
    "/api/restock/pick-lists/:id",
    {
      ...canView,
      schema: { params: idParams, response: { 200: dataOf(pickListSchema) } },
      config: { docs: { operationId: "getPickList", summary: "Get a pick list with its lines and totals" } },
    },
    async (request) => ({ data: await restock.getPickList(await scopeOf(request), request.params.id) }),
  );

  routes.get(
    "/api/restock/pick-lists/:id.csv",
    {
      ...canView,
      schema: { params: idParams },
      config: {
        docs: {
          operationId: "exportPickList",
          summary: "Download a pick list as CSV",
          responses: {
            200: { description: "One row per line, then the totals per product.", contentType: "text/csv" },
          },
        },
      },
    },
    async (request, reply) => {
      const list = await restock.getPickList(await scopeOf(request), request.params.id);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${pickListFilename(list)}"`)
        .header("cache-control", "no-store")
        .send(pickListCsv(list));
    },
  );
}
