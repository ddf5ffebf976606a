import {
  createPromoCodeSchema,
  pageMetaSchema,
  promoCodeCountsSchema,
  promoCodeDetailSchema,
  promoCodeListQuerySchema,
  promoCodeSchema,
  searchSchema,
  updatePromoCodeSchema,
} from "@froyo/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requirePermission } from "../../identity/guards.js";
import { scopeOf } from "../../identity/scope.js";
import { createPromoCodesService } from "./promo-codes.service.js";
import type { OnCodeAvailableAgain, OnCodeExhausted } from "./redemptions.service.js";

const idParams = z.object({ id: z.string() });
/** A delete takes no body: one with fields is refused rather than ignored. */
const noBody = z.strictObject({});
const one = z.object({ data: promoCodeSchema });

/**
 * `/api/promocodes` (seed section 7, issue 12): the company's promo codes. Staff reach all of them; a client with
 * the permissions only codes of their own kiosks (decision 021). Guards run `onRequest`, before the body is read.
 */
export async function promoCodesRoutes(
  app: FastifyInstance,
  options: { onExhausted?: OnCodeExhausted; onAvailableAgain?: OnCodeAvailableAgain },
) {
  const promoCodes = createPromoCodesService({
    database: app.database,
    now: () => app.clock.now(),
    onExhausted: options.onExhausted,
    onAvailableAgain: options.onAvailableAgain,
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const canView = { onRequest: requirePermission("view promocodes") };

  routes.get(
    "/api/promocodes",
    {
      ...canView,
      schema: {
        querystring: promoCodeListQuerySchema,
        response: { 200: z.object({ data: z.array(promoCodeSchema), meta: pageMetaSchema }) },
      },
      config: { docs: { operationId: "listPromoCodes", summary: "List the company's promo codes" } },
    },
    async (request) => promoCodes.listCompanyPromoCodes(await scopeOf(request), request.query),
  );

  routes.get(
    "/api/promocodes/count",
    {
      ...canView,
      schema: {
        querystring: z.object({ search: searchSchema }),
        response: { 200: z.object({ data: promoCodeCountsSchema }) },
      },
      config: { docs: { operationId: "countPromoCodes", summary: "Count the promo codes by state" } },
    },
    async (request) => ({
      data: await promoCodes.countCompanyPromoCodes(await scopeOf(request), request.query.search),
    }),
  );

  routes.get(
    "/api/promocodes/:id",
    {
      ...canView,
      schema: { params: idParams, response: { 200: z.object({ data: promoCodeDetailSchema }) } },
      config: { docs: { operationId: "getPromoCode", summary: "Get a promo code" } },
    },
    async (request) => ({ data: await promoCodes.getPromoCode(await scopeOf(request), request.params.id) }),
  );

  routes.post(
    "/api/promocodes",
    {
      onRequest: requirePermission("create promocodes"),
      schema: { body: createPromoCodeSchema, response: { 201: one } },
      config: { docs: { operationId: "createPromoCode", summary: "Create a promo code" } },
    },
    async (request, reply) => {
      const data = await promoCodes.createPromoCode(await scopeOf(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  routes.patch(
    "/api/promocodes/:id",
    {
      onRequest: requirePermission("edit promocodes"),
      schema: { params: idParams, body: updatePromoCodeSchema, response: { 200: one } },
      config: { docs: { operationId: "updatePromoCode", summary: "Change a promo code" } },
    },
    async (request) => ({
      data: await promoCodes.updatePromoCode(await scopeOf(request), request.params.id, request.body),
    }),
  );

  routes.delete(
    "/api/promocodes/:id",
    {
      onRequest: requirePermission("delete promocodes"),
      schema: { params: idParams, body: noBody },
      config: {
        docs: {
          operationId: "deletePromoCode",
          summary: "Delete a promo code",
          responses: { 204: { description: "Deleted; no body" } },
        },
      },
    },
    async (request, reply) => {
      await promoCodes.deletePromoCode(await scopeOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
