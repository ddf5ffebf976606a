import {
  catalogSchema,
  heartbeatSchema,
  messageErrorSchema,
  redeemSchema,
  redemptionSchema,
  refundsBatchSchema,
  releaseSchema,
  salesAnswerSchema,
  salesBatchSchema,
  serverTimeAnswerSchema,
  validationErrorSchema,
} from "@froyo/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Tx } from "../db/types.js";
import { catalogOf } from "../modules/kiosks/catalog.service.js";
import { authenticateKiosk, type DeviceKiosk } from "../modules/kiosks/device-kiosks.service.js";
import { recordHeartbeat } from "../modules/kiosks/heartbeat.service.js";
import { recordHeartbeatAlerts, recordPromoExhausted } from "../modules/notifications/alerts.service.js";
import { type PromoExhaustion, redeemCode, releaseCode } from "../modules/promo-codes/redemptions.service.js";
import { createRefundsService } from "../modules/refunds/refunds.service.js";
import { createSalesIngestion } from "../modules/sales/sales-ingest.service.js";
import { createThrottleStore } from "../plugins/throttle-store.js";
import { checkedKey, deviceKeyHook } from "./device-key.js";
import { createDeviceKeyGate } from "./device-key-gate.js";
import { RateLimiter } from "./rate-limiter.js";

/** OpenAPI: the kiosks' API is its own tag, authenticated by the kiosk's bearer key only. */
const DOCS = { tags: ["device"], security: [{ kioskKey: [] }] };
const ERRORS = {
  401: messageErrorSchema,
  403: messageErrorSchema,
  422: validationErrorSchema,
  429: messageErrorSchema,
};

/**
 * The kiosks' API, `/device/v1` (device-api.md). Every call is authenticated by the kiosk's API key and nothing
 * else: no cookie, no CSRF token (`config.csrf: false`), and the key alone decides the kiosk and its company.
 */
export async function deviceRoutes(app: FastifyInstance) {
  const { database } = app;
  const limiter = new RateLimiter(app.config.DEVICE_RATE_LIMIT_PER_MINUTE);
  const gate = createDeviceKeyGate(createThrottleStore(database), {
    rule: { limit: app.config.DEVICE_KEY_FAILURES_PER_IP, windowSeconds: app.config.DEVICE_KEY_FAILURES_DECAY_SECONDS },
  });
  const sales = createSalesIngestion(database);
  const refunds = createRefundsService({ database, now: () => app.clock.now().getTime() });
  // Before the database closes (onClose hooks run in reverse order of registration): no batch is cut off mid-write.
  app.addHook("onClose", () => sales.settled());
  /**
   * Every call but sales authenticates before its body is read (as the back office's guards do): one statement,
   * which for the catalog also answers the tag its ETag is made of. Sales authenticate inside their own single
   * statement (sales-ingest.service.ts), after the batch's shape is checked.
   */
  const authenticate = (withCatalogTag: boolean) => async (request: FastifyRequest) => {
    request.deviceKiosk = await checkedKey(request, (key) => authenticateKiosk(database, key, { withCatalogTag }));
  };
  const kioskOf = (request: FastifyRequest): DeviceKiosk => {
    if (!request.deviceKiosk) throw new Error("The device route did not authenticate its kiosk.");
    return request.deviceKiosk;
  };

  await app.register(
    async (device) => {
      device.addHook("onRequest", deviceKeyHook(gate, limiter));
      const routes = device.withTypeProvider<ZodTypeProvider>();
      const routeConfig = (operationId: string, summary: string) => ({ csrf: false, docs: { operationId, summary } });
      const authenticated = { onRequest: authenticate(false) };

      routes.get(
        "/catalog",
        {
          config: routeConfig("getCatalog", "The kiosk's catalog: products, prices and trays"),
          onRequest: authenticate(true),
          schema: {
            ...DOCS,
            response: {
              200: z.object({ data: catalogSchema }),
              304: z.void().describe("Not modified: the catalog matches the If-None-Match tag; no body"),
              ...ERRORS,
            },
          },
        },
        async (request, reply) => {
          const kiosk = kioskOf(request);
          // An idle kiosk asks often: an unchanged catalog costs one statement and no body.
          const etag = `"${kiosk.catalogTag}"`;
          reply.header("etag", etag).header("cache-control", "private, no-cache");
          if (request.headers["if-none-match"] === etag) return reply.code(304).send(undefined);
          return { data: await catalogOf(database, kiosk, app.config.APP_URL) };
        },
      );

      routes.post(
        "/heartbeat",
        {
          config: routeConfig("sendHeartbeat", "Report the kiosk's status and tray levels"),
          ...authenticated,
          schema: { ...DOCS, body: heartbeatSchema, response: { 200: serverTimeAnswerSchema, ...ERRORS } },
        },
        async (request) => {
          const kiosk = kioskOf(request);
          const serverTime = await recordHeartbeat(database, kiosk, request.body, {
            now: app.clock.now(),
            onRecorded: (tx, { errorCodes, now }) =>
              recordHeartbeatAlerts(tx, {
                companyId: kiosk.companyId,
                kioskId: kiosk.id,
                kioskName: kiosk.name,
                errorCodes,
                now,
              }),
          });
          return { data: { server_time: serverTime.toISOString() } };
        },
      );

      routes.post(
        "/sales",
        {
          config: routeConfig("sendSales", "Send a batch of sales (each accepted, duplicate or rejected)"),
          schema: { ...DOCS, body: salesBatchSchema, response: { 200: salesAnswerSchema, ...ERRORS } },
        },
        async (request) => {
          const results = await checkedKey(request, (key) => sales.ingestSales(key, request.body.sales));
          return { data: { results } };
        },
      );

      routes.post(
        "/refunds",
        {
          config: routeConfig(
            "sendRefunds",
            "Report refunds of the kiosk's orders (each accepted, duplicate or rejected)",
          ),
          ...authenticated,
          schema: { ...DOCS, body: refundsBatchSchema, response: { 200: salesAnswerSchema, ...ERRORS } },
        },
        async (request) => ({
          data: { results: await refunds.refundsFromKiosk(kioskOf(request), request.body.refunds) },
        }),
      );

      routes.post(
        "/promocodes/redeem",
        {
          config: routeConfig("redeemPromoCode", "Redeem a promo code for an order"),
          ...authenticated,
          schema: { ...DOCS, body: redeemSchema, response: { 200: z.object({ data: redemptionSchema }), ...ERRORS } },
        },
        async (request) => {
          const now = app.clock.now();
          const onExhausted = (tx: Tx, exhausted: PromoExhaustion) => recordPromoExhausted(tx, exhausted, now);
          return { data: await redeemCode(database, kioskOf(request), request.body, { now, onExhausted }) };
        },
      );

      routes.post(
        "/promocodes/release",
        {
          config: routeConfig("releasePromoCode", "Give back a promo code redemption whose order was abandoned"),
          ...authenticated,
          schema: {
            ...DOCS,
            body: releaseSchema,
            response: {
              200: z.object({ data: z.object({ code: z.string(), order_id: z.string() }) }),
              404: messageErrorSchema,
              409: messageErrorSchema,
              ...ERRORS,
            },
          },
        },
        async (request) => ({ data: await releaseCode(database, kioskOf(request), request.body, app.clock.now()) }),
      );
    },
    { prefix: "/device/v1" },
  );
}
