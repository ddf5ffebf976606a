import { and, count, eq, isNull, ne, sql } from "drizzle-orm";
import { promoCodeKiosks, promoCodes, promoRedemptions, sales } from "../../db/schema/index.js";
import type { Tx } from "../../db/types.js";

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type RedemptionRow = typeof promoRedemptions.$inferSelect;

/** One kiosk order of a company: what a redemption is unique by. */
export interface KioskOrder {
  companyId: string;
  kioskId: string;
  orderId: string;
}

/**
 * The code, whatever its case, locked until the transaction ends: every redeem and release of one code runs one
 * after the other, so its limits are counted without a race; the check constraint on `uses` would refuse an overrun
 * regardless.
 */
export async function lockCode(tx: Tx, companyId: string, code: string): Promise<PromoCodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.companyId, companyId), sql`lower(${promoCodes.code}) = lower(${code})`))
    .for("update");
  return row;
}

/** The order's redemption, live or released, locked until the transaction ends. */
export async function lockRedemption(tx: Tx, order: KioskOrder): Promise<RedemptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(promoRedemptions)
    .where(
      and(
        eq(promoRedemptions.companyId, order.companyId),
        eq(promoRedemptions.kioskId, order.kioskId),
        eq(promoRedemptions.orderId, order.orderId),
      ),
    )
    .for("update");
  return row;
}

/** The kiosks a code is limited to; none when it applies to every kiosk. */
export async function kioskIdsOfCode(tx: Tx, companyId: string, codeId: string): Promise<string[]> {
  const rows = await tx
    .select({ kioskId: promoCodeKiosks.kioskId })
    .from(promoCodeKiosks)
    .where(and(eq(promoCodeKiosks.companyId, companyId), eq(promoCodeKiosks.promoCodeId, codeId)));
  return rows.map((row) => row.kioskId);
}

/** How many orders at one kiosk hold a code now (released redemptions do not count). */
export async function countLiveRedemptionsAt(tx: Tx, companyId: string, codeId: string, kioskId: string) {
  const [row] = await tx
    .select({ uses: count() })
    .from(promoRedemptions)
    .where(
      and(
        eq(promoRedemptions.companyId, companyId),
        eq(promoRedemptions.promoCodeId, codeId),
        eq(promoRedemptions.kioskId, kioskId),
        isNull(promoRedemptions.releasedAt),
      ),
    );
  return Number(row?.uses ?? 0);
}

export type RedemptionTerms = Pick<
  RedemptionRow,
  "promoCodeId" | "subtotalCents" | "discountCents" | "redeemedAt" | "releasedAt"
>;

/** A new redemption; fails on `promo_redemptions_order_key` when the order holds one already. */
export async function insertRedemption(tx: Tx, order: KioskOrder, terms: RedemptionTerms): Promise<void> {
  await tx.insert(promoRedemptions).values({ ...terms, ...order });
}

/** A released redemption taken again, with new terms. */
export async function updateRedemption(tx: Tx, companyId: string, id: string, terms: RedemptionTerms) {
  await tx
    .update(promoRedemptions)
    .set(terms)
    .where(and(eq(promoRedemptions.companyId, companyId), eq(promoRedemptions.id, id)));
}

export async function markRedemptionReleased(tx: Tx, companyId: string, id: string, now: Date): Promise<void> {
  await tx
    .update(promoRedemptions)
    .set({ releasedAt: now })
    .where(and(eq(promoRedemptions.companyId, companyId), eq(promoRedemptions.id, id)));
}

/** A code's count of uses moved by `delta` (+1 a redemption, -1 a release). */
export async function addCodeUses(tx: Tx, companyId: string, codeId: string, delta: 1 | -1, now: Date) {
  await tx
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + ${delta}`, updatedAt: now })
    .where(and(eq(promoCodes.companyId, companyId), eq(promoCodes.id, codeId)));
}

/** Whether the order has a sale other than a failed one: paid, or paid then refunded. */
export async function hasSaleNotFailed(tx: Tx, order: KioskOrder): Promise<boolean> {
  const [row] = await tx
    .select({ status: sales.status })
    .from(sales)
    .where(
      and(
        eq(sales.companyId, order.companyId),
        eq(sales.kioskId, order.kioskId),
        eq(sales.externalId, order.orderId),
        ne(sales.status, "failed"),
      ),
    );
  return row !== undefined;
}
