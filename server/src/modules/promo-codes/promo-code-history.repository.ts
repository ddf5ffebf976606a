import { PROMO_REDEMPTIONS_SHOWN, type PromoRedemption } from "@froyo/contracts";
import { and, count, desc, eq, isNull, max, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { kiosks, promoDailySales, promoRedemptions } from "../../db/schema/index.js";
import type { Tx } from "../../db/types.js";
import type { PromoReach } from "./promo-code-sql.js";

/** What a code has done: its redemptions and the sales that carried it. Read within the caller's reach. */

/** A client reads only what happened at their own kiosks (a code's kiosks may have changed since). */
const atReachableKiosk = (reach: PromoReach, kioskColumn: AnyPgColumn) =>
  reach.clientId
    ? sql`${kioskColumn} IN (SELECT ${kiosks.id} FROM ${kiosks}
        WHERE ${kiosks.companyId} = ${reach.companyId} AND ${kiosks.ownerId} = ${reach.clientId})`
    : undefined;

const ofCode = (reach: PromoReach, promoCodeId: string) =>
  and(
    eq(promoRedemptions.companyId, reach.companyId),
    eq(promoRedemptions.promoCodeId, promoCodeId),
    atReachableKiosk(reach, promoRedemptions.kioskId),
  );

/** The latest redemptions, newest first, and how many there are in all. */
export async function latestRedemptions(
  tx: Tx,
  reach: PromoReach,
  promoCodeId: string,
): Promise<{ rows: PromoRedemption[]; total: number }> {
  const rows = await tx
    .select({
      id: promoRedemptions.id,
      redeemedAt: promoRedemptions.redeemedAt,
      releasedAt: promoRedemptions.releasedAt,
      kioskId: kiosks.id,
      kioskName: kiosks.name,
      orderId: promoRedemptions.orderId,
      subtotalCents: promoRedemptions.subtotalCents,
      discountCents: promoRedemptions.discountCents,
    })
    .from(promoRedemptions)
    .innerJoin(kiosks, and(eq(kiosks.companyId, promoRedemptions.companyId), eq(kiosks.id, promoRedemptions.kioskId)))
    .where(ofCode(reach, promoCodeId))
    .orderBy(desc(promoRedemptions.redeemedAt), desc(promoRedemptions.id))
    .limit(PROMO_REDEMPTIONS_SHOWN);
  const [total] = await tx.select({ n: count() }).from(promoRedemptions).where(ofCode(reach, promoCodeId));
  return {
    total: Number(total?.n ?? 0),
    rows: rows.map((row) => ({
      id: row.id,
      redeemed_at: row.redeemedAt.toISOString(),
      released_at: row.releasedAt ? row.releasedAt.toISOString() : null,
      kiosk: { id: row.kioskId, name: row.kioskName },
      order_id: row.orderId,
      subtotal_cents: row.subtotalCents,
      discount_cents: row.discountCents,
    })),
  };
}

/** Any redemption, live or released: history that a change of discount or code would contradict. */
export async function hasRedemptions(tx: Tx, companyId: string, promoCodeId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: promoRedemptions.id })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.companyId, companyId), eq(promoRedemptions.promoCodeId, promoCodeId)))
    .limit(1);
  return rows.length > 0;
}

/** The most live uses the code has at any one kiosk (0 when none). */
export async function mostUsesAtOneKiosk(tx: Tx, companyId: string, promoCodeId: string): Promise<number> {
  const perKiosk = tx
    .select({ n: count().as("n") })
    .from(promoRedemptions)
    .where(
      and(
        eq(promoRedemptions.companyId, companyId),
        eq(promoRedemptions.promoCodeId, promoCodeId),
        isNull(promoRedemptions.releasedAt),
      ),
    )
    .groupBy(promoRedemptions.kioskId)
    .as("per_kiosk");
  const [row] = await tx.select({ most: max(perKiosk.n) }).from(perKiosk);
  return Number(row?.most ?? 0);
}

const safeNumber = (value: unknown): number => {
  const number = Number(value ?? 0);
  if (!Number.isSafeInteger(number)) throw new Error(`A sum beyond safe integers: ${String(value)}`);
  return number;
};

/** Paid sales that carried the code (any case): orders, revenue after the discount, discount given. */
export async function salesEffect(tx: Tx, reach: PromoReach, code: string) {
  const [row] = await tx
    .select({
      orders: sql<string>`coalesce(sum(${promoDailySales.orders}), 0)::bigint`,
      revenue: sql<string>`coalesce(sum(${promoDailySales.revenueCents}), 0)::bigint`,
      discount: sql<string>`coalesce(sum(${promoDailySales.discountCents}), 0)::bigint`,
    })
    .from(promoDailySales)
    .where(
      and(
        eq(promoDailySales.companyId, reach.companyId),
        // The rollup keeps codes upper-cased; codes are ASCII, so JavaScript's upper case is PostgreSQL's.
        eq(promoDailySales.code, code.toUpperCase()),
        atReachableKiosk(reach, promoDailySales.kioskId),
      ),
    );
  return {
    orders: safeNumber(row?.orders),
    revenue_cents: safeNumber(row?.revenue),
    discount_cents: safeNumber(row?.discount),
  };
}
