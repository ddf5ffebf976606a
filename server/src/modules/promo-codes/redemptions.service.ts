import { REDEEM_MESSAGES, type RedeemInput, type Redemption, type ReleaseInput } from "@froyo/contracts";
import { and, count, eq, isNull, ne, sql } from "drizzle-orm";
import { isUniqueViolation } from "../../db/constraint-errors.js";
import { promoCodeKiosks, promoCodes, promoRedemptions, sales } from "../../db/schema/index.js";
import type { Database, Tx } from "../../db/types.js";
import { fieldError, HttpError, notFound } from "../../lib/http-errors.js";
import type { DeviceKiosk } from "../kiosks/kiosks.service.js";
import { clientsReaching } from "./promo-code-kiosks.repository.js";

type PromoCodeRow = typeof promoCodes.$inferSelect;
type RedemptionRow = typeof promoRedemptions.$inferSelect;

/**
 * The code, locked until the transaction ends: every redeem and release of one code runs one after the other, so
 * its limits are counted without a race; the check constraint on `uses` would refuse an overrun regardless.
 */
async function lockCode(tx: Tx, companyId: string, code: string): Promise<PromoCodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.companyId, companyId), sql`lower(${promoCodes.code}) = lower(${code})`))
    .for("update");
  return row;
}

async function findRedemption(tx: Tx, kiosk: DeviceKiosk, orderId: string): Promise<RedemptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(promoRedemptions)
    .where(
      and(
        eq(promoRedemptions.companyId, kiosk.companyId),
        eq(promoRedemptions.kioskId, kiosk.id),
        eq(promoRedemptions.orderId, orderId),
      ),
    )
    .for("update");
  return row;
}

async function appliesTo(tx: Tx, code: PromoCodeRow, kioskId: string): Promise<boolean> {
  const kiosks = await tx
    .select({ kioskId: promoCodeKiosks.kioskId })
    .from(promoCodeKiosks)
    .where(and(eq(promoCodeKiosks.companyId, code.companyId), eq(promoCodeKiosks.promoCodeId, code.id)));
  return kiosks.length === 0 || kiosks.some((row) => row.kioskId === kioskId);
}

async function liveUsesAt(tx: Tx, code: PromoCodeRow, kioskId: string): Promise<number> {
  const [row] = await tx
    .select({ uses: count() })
    .from(promoRedemptions)
    .where(
      and(
        eq(promoRedemptions.companyId, code.companyId),
        eq(promoRedemptions.promoCodeId, code.id),
        eq(promoRedemptions.kioskId, kioskId),
        isNull(promoRedemptions.releasedAt),
      ),
    );
  return Number(row?.uses ?? 0);
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
  if (code.perKioskLimit !== null && (await liveUsesAt(tx, code, kioskId)) >= code.perKioskLimit) {
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
    const code = await lockCode(tx, kiosk.companyId, input.code);
    if (!code) throw fieldError("code", REDEEM_MESSAGES.unknown);
    const existing = await findRedemption(tx, kiosk, input.order_id);
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
      await tx
        .update(promoRedemptions)
        .set(redemption)
        .where(and(eq(promoRedemptions.companyId, kiosk.companyId), eq(promoRedemptions.id, existing.id)));
    } else {
      await tx
        .insert(promoRedemptions)
        .values({ ...redemption, companyId: kiosk.companyId, kioskId: kiosk.id, orderId: input.order_id })
        .catch((error: unknown) => {
          // The same order redeemed another code at this very moment (that code's lock is not ours).
          throw isUniqueViolation(error, "promo_redemptions_order_key")
            ? fieldError("code", REDEEM_MESSAGES.otherCode)
            : error;
        });
    }
    await tx
      .update(promoCodes)
      .set({ uses: sql`${promoCodes.uses} + 1`, updatedAt: now })
      .where(and(eq(promoCodes.companyId, kiosk.companyId), eq(promoCodes.id, code.id)));
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
 * Whether the order has a sale that used its code: paid, or paid then refunded (a failed one gives the use back).
 * Read after the redemption is locked: a sale being stored holds that lock (app_ingest_sales), so it is seen here.
 */
async function hasSaleUsingCode(tx: Tx, kiosk: DeviceKiosk, orderId: string): Promise<boolean> {
  const [row] = await tx
    .select({ status: sales.status })
    .from(sales)
    .where(
      and(
        eq(sales.companyId, kiosk.companyId),
        eq(sales.kioskId, kiosk.id),
        eq(sales.externalId, orderId),
        ne(sales.status, "failed"),
      ),
    );
  return row !== undefined;
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
    const code = await lockCode(tx, kiosk.companyId, input.code);
    const redemption = code ? await findRedemption(tx, kiosk, input.order_id) : undefined;
    if (!code || !redemption || redemption.releasedAt || redemption.promoCodeId !== code.id) {
      throw notFound(REDEEM_MESSAGES.noRedemption);
    }
    if (await hasSaleUsingCode(tx, kiosk, input.order_id)) throw new HttpError(409, REDEEM_MESSAGES.usedBySale);
    await tx
      .update(promoRedemptions)
      .set({ releasedAt: now })
      .where(and(eq(promoRedemptions.companyId, kiosk.companyId), eq(promoRedemptions.id, redemption.id)));
    await tx
      .update(promoCodes)
      .set({ uses: sql`${promoCodes.uses} - 1`, updatedAt: now })
      .where(and(eq(promoCodes.companyId, kiosk.companyId), eq(promoCodes.id, code.id)));
    return { code: code.code, order_id: input.order_id };
  });
}
