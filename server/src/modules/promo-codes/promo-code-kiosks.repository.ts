import { and, eq, inArray, sql } from "drizzle-orm";
import { kiosks, promoCodeKiosks, promoCodes } from "../../db/schema/index.js";
import { queryRows, type Tx } from "../../db/types.js";
import { ownedByClient, type PromoReach } from "./promo-code-sql.js";

/** The kiosks a code applies to, replaced whole. */
export async function setPromoCodeKiosks(tx: Tx, companyId: string, id: string, ids: readonly string[]) {
  await tx
    .delete(promoCodeKiosks)
    .where(and(eq(promoCodeKiosks.companyId, companyId), eq(promoCodeKiosks.promoCodeId, id)));
  if (ids.length > 0) {
    await tx.insert(promoCodeKiosks).values(ids.map((kioskId) => ({ companyId, promoCodeId: id, kioskId })));
  }
}

/** Of `ids`, the live kiosks of the company (of one client, when given). */
export async function liveKiosksAmong(tx: Tx, reach: PromoReach, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: kiosks.id })
    .from(kiosks)
    .where(
      and(
        eq(kiosks.companyId, reach.companyId),
        sql`${kiosks.deletedAt} IS NULL`,
        inArray(kiosks.id, [...ids]),
        reach.clientId ? eq(kiosks.ownerId, reach.clientId) : undefined,
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * The clients who reach a code as the list decides it (ownedByClient, decision 021): at most the one owner of all
 * its kiosks, deleted ones included. Alerts about the code go to them (and to staff). The candidates' tables are
 * aliased: ownedByClient's own subqueries name `promo_code_kiosks` and `kiosks`.
 */
export async function clientsReaching(tx: Tx, companyId: string, codeId: string): Promise<string[]> {
  const rows = await queryRows<{ owner_id: string }>(
    tx,
    sql`SELECT DISTINCT candidate.owner_id FROM ${promoCodes}
        JOIN promo_code_kiosks link ON link.company_id = ${promoCodes.companyId} AND link.promo_code_id = ${promoCodes.id}
        JOIN kiosks candidate ON candidate.company_id = link.company_id AND candidate.id = link.kiosk_id
        WHERE ${promoCodes.companyId} = ${companyId} AND ${promoCodes.id} = ${codeId}
          AND candidate.owner_id IS NOT NULL AND ${ownedByClient(sql`candidate.owner_id`)}`,
  );
  return rows.map((row) => row.owner_id);
}
