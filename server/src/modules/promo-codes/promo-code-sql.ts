import type { PromoCodeStatus } from "@froyo/contracts";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { kiosks, promoCodeKiosks, promoCodes } from "../../db/schema/index.js";

/** SQL pieces every promo code query shares: whose codes a caller reaches, a code's status and its kiosks. */

/**
 * Which codes a query may reach: all of the company's (staff), or those of one client, whose kiosks are all theirs
 * (decision 021). Row-level security guards the company; this guards the client.
 */
export interface PromoReach {
  companyId: string;
  clientId?: string;
}

/**
 * The status at `now` (decision 021): disabled, then expired, then exhausted, then scheduled, else active. The start
 * is included and the end is not, as the kiosks' redeem checks them.
 */
export function statusAt(now: Date): SQL<PromoCodeStatus> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<PromoCodeStatus>`(CASE
    WHEN NOT ${promoCodes.active} THEN 'disabled'
    WHEN ${promoCodes.endsAt} IS NOT NULL AND ${promoCodes.endsAt} <= ${at} THEN 'expired'
    WHEN ${promoCodes.totalLimit} IS NOT NULL AND ${promoCodes.uses} >= ${promoCodes.totalLimit} THEN 'exhausted'
    WHEN ${promoCodes.startsAt} IS NOT NULL AND ${promoCodes.startsAt} > ${at} THEN 'scheduled'
    ELSE 'active' END)`;
}

export const kioskIds = sql<
  string[]
>`coalesce((SELECT array_agg(${promoCodeKiosks.kioskId}::text ORDER BY ${promoCodeKiosks.kioskId})
  FROM ${promoCodeKiosks} WHERE ${promoCodeKiosks.companyId} = ${promoCodes.companyId}
    AND ${promoCodeKiosks.promoCodeId} = ${promoCodes.id}), '{}')`;

/** A client's code names at least one kiosk, and no kiosk of anyone else (nor one of no owner: NULL is "distinct"). */
export const ownedByClient = (clientId: string | SQL) => sql`(EXISTS (SELECT 1 FROM ${promoCodeKiosks}
    WHERE ${promoCodeKiosks.companyId} = ${promoCodes.companyId} AND ${promoCodeKiosks.promoCodeId} = ${promoCodes.id})
  AND NOT EXISTS (SELECT 1 FROM ${promoCodeKiosks} JOIN ${kiosks}
      ON ${kiosks.companyId} = ${promoCodeKiosks.companyId} AND ${kiosks.id} = ${promoCodeKiosks.kioskId}
    WHERE ${promoCodeKiosks.companyId} = ${promoCodes.companyId} AND ${promoCodeKiosks.promoCodeId} = ${promoCodes.id}
      AND ${kiosks.ownerId} IS DISTINCT FROM ${clientId}))`;

export function reachable(reach: PromoReach): SQL | undefined {
  return and(eq(promoCodes.companyId, reach.companyId), reach.clientId ? ownedByClient(reach.clientId) : undefined);
}
