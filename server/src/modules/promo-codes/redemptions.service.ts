import { REDEEM_MESSAGES, type RedeemInput, type Redemption, type ReleaseInput } from "@froyo/contracts";
import { isUniqueViolation } from "../../db/constraint-errors.js";
import type { Database, Tx } from "../../db/types.js";
import { fieldError, HttpError, notFound } from "../../lib/http-errors.js";
import type { DeviceKiosk } from "../kiosks/kiosks.service.js";
import { clientsReaching } from "./promo-code-kiosks.repository.js";
import {
  addCodeUses,
  countLiveRedemptionsAt,
  hasSaleNotFailed,
  insertRedemption,
  kioskIdsOfCode,
  lockCode,
  lockRedemption,
  markRedemptionReleased,
  type PromoCodeRow,
  type RedemptionRow,
  updateRedemption,
} from "./redemptions.repository.js";

/** A code applies to every kiosk unless it names some. */
async function appliesTo(tx: Tx, code: PromoCodeRow, kioskId: string): Promise<boolean> {
  const kioskIds = await kioskIdsOfCode(tx, code.companyId, code.id);
  return kioskIds.length === 0 || kioskIds.includes(kioskId);
}

/**
 * Why this code cannot take this order at `now`, in the contract's words; null when it can. The same edges as the
 * list's status (statusAt in promo-code-sql.ts), at the same app clock.
 */
async function refusal(
  tx: Tx,
  code: PromoCodeRow,
  kioskId: string,
  subtotalCents: number,
  now: Date,
): Promise<string | null> {
  const at = now.getTime();
  if (!code.active) return REDEEM_MESSAGES.disabled;
  if (code.startsAt && code.startsAt.getTime() > at) return REDEEM_MESSAGES.notStarted;
  if (code.endsAt && code.endsAt.getTime() <= at) return REDEEM_MESSAGES.expired;
  if (!(await appliesTo(tx, code, kioskId))) return REDEEM_MESSAGES.notForKiosk;
  if (subtotalCents < code.minOrderCents) return REDEEM_MESSAGES.belowMinimum;
  if (code.totalLimit !== null && code.uses >= code.totalLimit) return REDEEM_MESSAGES.exhausted;
  if (
    code.perKioskLimit !== null &&
    (await countLiveRedemptionsAt(tx, code.companyId, code.id, kioskId)) >= code.perKioskLimit
  ) {
    return REDEEM_MESSAGES.exhausted;
  }
  return null;
}

/** Whole cents, never more than the order: a percentage rounds down, a fixed amount stops at the subtotal. */
export function discountFor(code: Pick<PromoCodeRow, "percentOff" | "amountOffCents">, subtotalCents: number): number {
  if (code.percentOff !== null) return Math.floor((subtotalCents * code.percentOff) / 100);
  return Math.min(code.amountOffCents ?? 0, subtotalCents);
}

const answer = (code: PromoCodeRow, redemption: Pick<RedemptionRow, "subtotalCents" | "discountCents">) => ({
  code: code.code,
  discount_cents: redemption.discountCents,
  total_cents: redemption.subtotalCents - redemption.discountCents,
});

/** A code that has just become used up: what the "promo exhausted" alert needs. */
export interface PromoExhaustion {
  companyId: string;
  id: string;
  code: string;
  uses: number;
  /** The clients who reach the code (clientsReaching); staff reach every code. */
  clientIds: string[];
  /** What used it up, unique per occurrence (a redemption's kiosk and order, or an edit): the event's key. */
  cause: string;
}

/** Told, in the transaction that used a code up (a redemption, an edit lowering its limit): alerts. */
export type OnCodeExhausted = (tx: Tx, exhausted: PromoExhaustion) => Promise<void>;

/**
 * Told, in the transaction of an edit that leaves a used-up code with uses to give again (its limit raised or
 * removed): the "used up" episode is over. A use given back by a kiosk's release does not end it (alerts).
 */
export type OnCodeAvailableAgain = (tx: Tx, code: { companyId: string; id: string }) => Promise<void>;

/**
 * Consumes one use of a code for one kiosk order at `now` (the app's clock, as the list's statuses). Idempotent per
 * order: redeeming the same order again answers the same result and consumes nothing; an order holds one code at a
 * time.
 */
export async function redeemCode(
  database: Database,
  kiosk: DeviceKiosk,
  input: RedeemInput,
  options: { now: Date; onExhausted?: OnCodeExhausted },
): Promise<Redemption> {
  const { now, onExhausted } = options;
  return database.withTenant(kiosk.companyId, async (tx) => {
    const order = { companyId: kiosk.companyId, kioskId: kiosk.id, orderId: input.order_id };
    const code = await lockCode(tx, kiosk.companyId, input.code);
    if (!code) throw fieldError("code", REDEEM_MESSAGES.unknown);
    const existing = await lockRedemption(tx, order);
    if (existing && !existing.releasedAt) {
      if (existing.promoCodeId !== code.id) throw fieldError("code", REDEEM_MESSAGES.otherCode);
      return answer(code, existing);
    }
    const reason = await refusal(tx, code, kiosk.id, input.subtotal_cents, now);
    if (reason) throw fieldError("code", reason);
    const redemption = {
      promoCodeId: code.id,
      subtotalCents: input.subtotal_cents,
      discountCents: discountFor(code, input.subtotal_cents),
      redeemedAt: now,
      releasedAt: null,
    };
    if (existing) {
      await updateRedemption(tx, kiosk.companyId, existing.id, redemption);
    } else {
      await insertRedemption(tx, order, redemption).catch((error: unknown) => {
        // The same order redeemed another code at this very moment (that code's lock is not ours).
        throw isUniqueViolation(error, "promo_redemptions_order_key")
          ? fieldError("code", REDEEM_MESSAGES.otherCode)
          : error;
      });
    }
    await addCodeUses(tx, kiosk.companyId, code.id, 1, now);
    if (onExhausted && code.totalLimit !== null && code.uses + 1 >= code.totalLimit) {
      const { companyId, id } = code;
      await onExhausted(tx, {
        companyId,
        id,
        code: code.code,
        uses: code.uses + 1,
        clientIds: await clientsReaching(tx, companyId, id),
        cause: `${kiosk.id}:${input.order_id}`,
      });
    }
    return answer(code, redemption);
  });
}

/**
 * Gives back the use an abandoned order took; 404 when the order holds no live redemption of this code, 409 once a
 * sale of the order used it (giving it back then would let a limited code serve more orders than its limit).
 */
export async function releaseCode(
  database: Database,
  kiosk: DeviceKiosk,
  input: ReleaseInput,
  now: Date,
): Promise<{ code: string; order_id: string }> {
  return database.withTenant(kiosk.companyId, async (tx) => {
    const order = { companyId: kiosk.companyId, kioskId: kiosk.id, orderId: input.order_id };
    const code = await lockCode(tx, kiosk.companyId, input.code);
    const redemption = code ? await lockRedemption(tx, order) : undefined;
    if (!code || !redemption || redemption.releasedAt || redemption.promoCodeId !== code.id) {
      throw notFound(REDEEM_MESSAGES.noRedemption);
    }
    // A sale that used the code (a failed one gives the use back). Read after the redemption is locked: a sale being
    // stored holds that lock (app_ingest_sales), so it is seen here.
    if (await hasSaleNotFailed(tx, order)) throw new HttpError(409, REDEEM_MESSAGES.usedBySale);
    await markRedemptionReleased(tx, kiosk.companyId, redemption.id, now);
    await addCodeUses(tx, kiosk.companyId, code.id, -1, now);
    return { code: code.code, order_id: input.order_id };
  });
}
