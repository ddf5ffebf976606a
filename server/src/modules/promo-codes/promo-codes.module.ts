import type { FastifyInstance } from "fastify";
import { endPromoExhausted, recordPromoExhausted } from "../notifications/alerts.service.js";
import { promoCodesRoutes } from "./promo-codes.routes.js";

/** Promo codes in the back office; a code used up in an edit, or available again, raises or ends its alert. */
export async function promoCodesModule(app: FastifyInstance) {
  await app.register(promoCodesRoutes, {
    onExhausted: (tx, exhausted) => recordPromoExhausted(tx, exhausted, app.clock.now()),
    onAvailableAgain: (tx, code) => endPromoExhausted(tx, code, app.clock.now()),
  });
}
