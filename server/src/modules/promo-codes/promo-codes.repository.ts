import type { PromoCode, PromoCodeListQuery, PromoCodeStatus } from "@froyo/contracts";
import { and, count, eq, ilike, type SQL, sql } from "drizzle-orm";
import { containsPattern } from "../../db/like-pattern.js";
import { promoCodes } from "../../db/schema/index.js";
import type { Tx } from "../../db/types.js";
import { kioskIds, type PromoReach, reachable, statusAt } from "./promo-code-sql.js";

function columns(now: Date) {
  return {
    id: promoCodes.id,
    code: promoCodes.code,
    description: promoCodes.description,
    percentOff: promoCodes.percentOff,
    amountOffCents: promoCodes.amountOffCents,
    minOrderCents: promoCodes.minOrderCents,
    startsAt: promoCodes.startsAt,
    endsAt: promoCodes.endsAt,
    timezone: promoCodes.timezone,
    totalLimit: promoCodes.totalLimit,
    perKioskLimit: promoCodes.perKioskLimit,
    uses: promoCodes.uses,
    active: promoCodes.active,
    createdAt: promoCodes.createdAt,
    updatedAt: promoCodes.updatedAt,
    status: statusAt(now),
    kioskIds,
  };
}

export interface PromoCodeRow {
  id: string;
  code: string;
  description: string;
  percentOff: number | null;
  amountOffCents: number | null;
  minOrderCents: number;
  startsAt: Date | null;
  endsAt: Date | null;
  timezone: string;
  totalLimit: number | null;
  perKioskLimit: number | null;
  uses: number;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
  status: PromoCodeStatus;
  kioskIds: string[];
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toPromoCode(row: PromoCodeRow): PromoCode {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    percent_off: row.percentOff,
    amount_off_cents: row.amountOffCents,
    min_order_cents: row.minOrderCents,
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
    timezone: row.timezone,
    max_uses: row.totalLimit,
    max_uses_per_kiosk: row.perKioskLimit,
    kiosk_ids: [...row.kioskIds],
    active: row.active,
    uses: row.uses,
    status: row.status,
    created_at: iso(row.createdAt) as string,
    updated_at: iso(row.updatedAt) as string,
  };
}

type Filters = Pick<PromoCodeListQuery, "search" | "status">;

function whereCodes(reach: PromoReach, filters: Filters, now: Date): SQL | undefined {
  return and(
    reachable(reach),
    filters.search ? ilike(promoCodes.code, containsPattern(filters.search)) : undefined,
    filters.status ? sql`${statusAt(now)} = ${filters.status}` : undefined,
  );
}

const SORT_COLUMNS = {
  code: sql`lower(${promoCodes.code})`,
  created_at: sql`${promoCodes.createdAt}`,
  starts_at: sql`${promoCodes.startsAt}`,
  ends_at: sql`${promoCodes.endsAt}`,
  uses: sql`${promoCodes.uses}`,
} as const;

export async function listPromoCodes(
  tx: Tx,
  reach: PromoReach,
  query: Filters & Pick<PromoCodeListQuery, "sort" | "order">,
  page: { offset: number; limit: number; now: Date },
): Promise<PromoCodeRow[]> {
  const direction = query.order === "desc" ? sql`DESC` : sql`ASC`;
  return tx
    .select(columns(page.now))
    .from(promoCodes)
    .where(whereCodes(reach, query, page.now))
    .orderBy(sql`${SORT_COLUMNS[query.sort]} ${direction} NULLS LAST`, sql`${promoCodes.id} ${direction}`)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countPromoCodes(tx: Tx, reach: PromoReach, filters: Filters, now: Date): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(promoCodes)
    .where(whereCodes(reach, filters, now));
  return Number(row?.total ?? 0);
}

/** How many reachable codes are in each status at `now` (statuses without any are absent). */
export async function countByStatus(tx: Tx, reach: PromoReach, filters: Filters, now: Date) {
  const status = statusAt(now);
  const rows = await tx
    .select({ status, total: count() })
    .from(promoCodes)
    .where(whereCodes(reach, filters, now))
    // By position: the status repeated here would be a second expression (its instant is another parameter).
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.status, Number(row.total)]));
}

export async function findPromoCode(
  tx: Tx,
  reach: PromoReach,
  id: string,
  options: { now: Date; forUpdate?: boolean },
): Promise<PromoCodeRow | undefined> {
  const query = tx
    .select(columns(options.now))
    .from(promoCodes)
    .where(and(reachable(reach), eq(promoCodes.id, id)));
  // Redeem and release lock the same row: limits are checked against uses no redemption is changing.
  const [row] = options.forUpdate ? await query.for("update", { of: promoCodes }) : await query;
  return row;
}

/** True when another code of the company has this code, whatever its case. */
export async function codeTaken(tx: Tx, companyId: string, code: string, exceptId?: string): Promise<boolean> {
  const rows = await tx
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.companyId, companyId),
        sql`lower(${promoCodes.code}) = lower(${code})`,
        exceptId ? sql`${promoCodes.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export type PromoCodeValues = Partial<
  Pick<
    typeof promoCodes.$inferInsert,
    | "code"
    | "description"
    | "percentOff"
    | "amountOffCents"
    | "minOrderCents"
    | "startsAt"
    | "endsAt"
    | "timezone"
    | "totalLimit"
    | "perKioskLimit"
    | "active"
  >
>;

export async function insertPromoCode(tx: Tx, companyId: string, values: PromoCodeValues & { code: string }) {
  const [row] = await tx
    .insert(promoCodes)
    .values({ ...values, companyId })
    .returning({ id: promoCodes.id });
  return row?.id as string;
}

export async function updatePromoCodeRow(tx: Tx, companyId: string, id: string, values: PromoCodeValues) {
  await tx
    .update(promoCodes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(promoCodes.companyId, companyId), eq(promoCodes.id, id)));
}

export async function deletePromoCodeRow(tx: Tx, companyId: string, id: string): Promise<void> {
  await tx.delete(promoCodes).where(and(eq(promoCodes.companyId, companyId), eq(promoCodes.id, id)));
}
