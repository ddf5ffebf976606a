import { createVisitSchema, dataOf, visitSchema, visitsListSchema, visitsQuerySchema } from "@froyo/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requirePermission } from "../../identity/guards.js";
import { scopeOf } from "../../identity/scope.js";
import { createVisitsService } from "./visits.service.js";

const idParams = z.object({ id: z.string() });
const one = dataOf(visitSchema);

/**
 * Service visits (issue 24 part 5): recorded per kiosk, listed per kiosk and over a period in `/restock`. A client
 * reaches only the kiosks they own; a kiosk out of reach answers 404 like one that does not exist.
 */
export async function visitsRoutes(app: FastifyInstance) {
  const visits = createVisitsService({ database: app.database });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const canView = { onRequest: requirePermission("view restock") };

  routes.post(
    "/api/kiosks/:id/visits",
    {
      onRequest: requirePermission("edit restock"),
      schema: { params: idParams, body: createVisitSchema, response: { 200: one, 201: one } },
      config: {
        docs: {
          operationId: "recordKioskVisit",
          summary: "Record a service visit (its id made by the phone: a replay answers the same visit)",
        },
      },
    },
    async (request, reply) => {
      const { visit, created } = await visits.recordVisit(await scopeOf(request), request.params.id, request.body);
      return reply.code(created ? 201 : 200).send({ data: visit });
    },
  );

  routes.get(
    "/api/kiosks/:id/visits",
    {
      ...canView,
      schema: { params: idParams, response: { 200: dataOf(z.array(visitSchema)) } },
      config: { docs: { operationId: "listKioskVisits", summary: "List a kiosk's service visits, newest first" } },
    },
    async (request) => ({ data: await visits.listVisitsOfKiosk(await scopeOf(request), request.params.id) }),
  );

  routes.get(
    "/api/restock/visits",
    {
      ...canView,
      schema: { querystring: visitsQuerySchema, response: { 200: visitsListSchema } },
      config: {
        docs: {
          operationId: "listVisits",
          summary: "List the service visits of a period, with shrinkage and waste per product",
        },
      },
    },
    async (request) => visits.listVisits(await scopeOf(request), request.query),
  );
}
