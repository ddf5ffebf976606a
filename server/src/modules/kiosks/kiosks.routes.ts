import {
  createKioskSchema,
  dataOf,
  deleteKiosksSchema,
  kioskKeySchema,
  kioskListQuerySchema,
  kioskOwnerSchema,
  kioskSchema,
  kioskWithKeySchema,
  pageMetaSchema,
  traySchema,
  updateKioskSchema,
  updateTraySchema,
} from "@froyo/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requirePermission } from "../../identity/guards.js";
import { scopeOf } from "../../identity/scope.js";
import { createKiosksService } from "./kiosks.service.js";
import { createTraysService } from "./trays.service.js";

const idParams = z.object({ id: z.string() });
const trayParams = z.object({ id: z.string(), trayId: z.string() });
/** Calls that take no body refuse one with fields rather than ignore it. */
const noBody = z.strictObject({});
const one = z.object({ data: kioskSchema });

/**
 * `/api/kiosks` and their trays (seed section 7). A client reaches only the kiosks they own (the services scope
 * every query); staff reach all of the company's.
 */
export async function kiosksRoutes(app: FastifyInstance) {
  const options = { database: app.database, onlineSeconds: app.config.KIOSK_ONLINE_SECONDS };
  const kiosks = createKiosksService(options);
  const trays = createTraysService(options);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const canView = { onRequest: requirePermission("view kiosks") };

  routes.get(
    "/api/kiosks",
    {
      ...canView,
      schema: {
        querystring: kioskListQuerySchema,
        response: { 200: z.object({ data: z.array(kioskSchema), meta: pageMetaSchema }) },
      },
      config: { docs: { operationId: "listKiosks", summary: "List the company's kiosks" } },
    },
    async (request) => kiosks.listCompanyKiosks(await scopeOf(request), request.query),
  );

  const ownersDocs = {
    docs: {
      operationId: "listKioskOwners",
      summary: "List the users a kiosk may belong to",
      responses: { 200: dataOf(z.array(kioskOwnerSchema)) },
    },
  };
  routes.get(
    "/api/kiosks/owners",
    { onRequest: requirePermission("create kiosks"), config: ownersDocs },
    async (request) => ({
      data: await kiosks.listOwners(await scopeOf(request)),
    }),
  );

  routes.get(
    "/api/kiosks/:id",
    {
      ...canView,
      schema: { params: idParams, response: { 200: one } },
      config: { docs: { operationId: "getKiosk", summary: "Get a kiosk" } },
    },
    async (request) => ({
      data: await kiosks.getKiosk(await scopeOf(request), request.params.id),
    }),
  );

  routes.post(
    "/api/kiosks",
    {
      onRequest: requirePermission("create kiosks"),
      schema: { body: createKioskSchema, response: { 201: z.object({ data: kioskWithKeySchema }) } },
      config: { docs: { operationId: "createKiosk", summary: "Create a kiosk (its API key is shown once)" } },
    },
    async (request, reply) => {
      const data = await kiosks.createKiosk(await scopeOf(request), request.body);
      return reply.code(201).header("cache-control", "no-store").send({ data });
    },
  );

  routes.patch(
    "/api/kiosks/:id",
    {
      onRequest: requirePermission("edit kiosks"),
      schema: { params: idParams, body: updateKioskSchema },
      config: { docs: { operationId: "updateKiosk", summary: "Change a kiosk", responses: { 200: one } } },
    },
    async (request) => ({ data: await kiosks.updateKiosk(await scopeOf(request), request.params.id, request.body) }),
  );

  routes.post(
    "/api/kiosks/:id/key",
    {
      onRequest: requirePermission("create kiosks"),
      schema: { params: idParams, body: noBody, response: { 200: z.object({ data: kioskKeySchema }) } },
      config: {
        docs: { operationId: "rotateKioskKey", summary: "Give a kiosk a new API key (the old one stops working)" },
      },
    },
    async (request, reply) => {
      const data = await kiosks.rotateKey(await scopeOf(request), request.params.id);
      return reply.header("cache-control", "no-store").send({ data });
    },
  );

  routes.post(
    "/api/kiosks/delete",
    {
      onRequest: requirePermission("delete kiosks"),
      schema: { body: deleteKiosksSchema },
      config: {
        docs: {
          operationId: "deleteKiosks",
          summary: "Delete kiosks",
          responses: { 204: { description: "Deleted; no body" } },
        },
      },
    },
    async (request, reply) => {
      await kiosks.deleteKiosks(await scopeOf(request), request.body.ids);
      return reply.code(204).send();
    },
  );

  routes.get(
    "/api/kiosks/:id/trays",
    {
      ...canView,
      schema: { params: idParams, response: { 200: z.object({ data: z.array(traySchema) }) } },
      config: { docs: { operationId: "listKioskTrays", summary: "List a kiosk's trays" } },
    },
    async (request) => ({ data: await trays.listKioskTrays(await scopeOf(request), request.params.id) }),
  );

  routes.patch(
    "/api/kiosks/:id/trays/:trayId",
    {
      onRequest: requirePermission("edit kiosks"),
      schema: { params: trayParams, body: updateTraySchema },
      config: {
        docs: {
          operationId: "updateKioskTray",
          summary: "Change a tray: its product, capacity, level or threshold, or refill it",
          responses: { 200: dataOf(traySchema) },
        },
      },
    },
    async (request) => ({
      data: await trays.updateTray(await scopeOf(request), request.params.id, request.params.trayId, request.body),
    }),
  );
}
