import type { KioskStatus } from "@froyo/contracts";
import { sql } from "drizzle-orm";
import { queryRows, type Tx } from "../../db/types.js";
import { HISTORY_WEEKS, SLOTS, WEEK_DECAY } from "./demand-model.js";

/**
 * The rollups the forecast reads (docs/decisions/039): a fixed number of queries for any number of kiosks — the
 * kiosks with their first day of sales, their trays, the week-weighted hour-of-week and product sums of those with
 * enough history, and the company's pattern when one of them borrows it. Every query names the company.
 */

export interface ForecastReach {
  companyId: string;
  ownerId?: string;
  kioskIds?: readonly string[];
}

export interface ForecastKioskRow {
  id: string;
  name: string;
  timezone: string;
  ownerId: string;
  ownerName: string;
  status: KioskStatus;
  /** The kiosk's local today, and its first day with units sold (null when none). */
  today: string;
  daysOfHistory: number;
  recentUnits: number;
}

export interface ForecastTrayRow {
  kioskId: string;
  id: string;
  position: number;
  productId: string | null;
  productName: string | null;
  level: number;
  lowThreshold: number;
  parLevel: number;
}

const literalArray = (values: readonly (string | number)[]) => `{${values.join(",")}}`;
const HISTORY_DAYS = HISTORY_WEEKS * 7;

/** The reachable live kiosks, status at `now` (as kiosks.repository's kioskStatus, at the given instant). */
export async function listForecastKiosks(
  tx: Tx,
  reach: ForecastReach,
  now: Date,
  onlineSeconds: number,
): Promise<ForecastKioskRow[]> {
  const at = now.toISOString();
  // The kiosks with their local today come first, materialized: under row-level security a condition computed
  // with a time-zone function (not leakproof) on a rollup is filtered row by row after the index scan, so each
  // kiosk's window bounds must reach the rollups as plain columns to bound the scan (8 ms against 21 for 100
  // kiosks). Each zone's today is computed once, not once per kiosk.
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`WITH reached AS MATERIALIZED (
        SELECT k.id, k.company_id, k.name, k.timezone, k.owner_id, k.reported_status, k.last_heartbeat_at
        FROM kiosks k
        WHERE k.company_id = ${reach.companyId} AND k.deleted_at IS NULL
          ${reach.ownerId ? sql`AND k.owner_id = ${reach.ownerId}` : sql``}
          ${reach.kioskIds ? sql`AND k.id = ANY(${literalArray(reach.kioskIds)}::uuid[])` : sql``}),
      zones AS MATERIALIZED (
        SELECT z.timezone, (${at}::timestamptz AT TIME ZONE z.timezone)::date AS today
        FROM (SELECT DISTINCT timezone FROM reached) z),
      k AS MATERIALIZED (
        SELECT r.*, z.today, z.today - ${HISTORY_DAYS}::int AS since FROM reached r JOIN zones z USING (timezone))
      SELECT k.id, k.name, k.timezone, k.owner_id, u.name AS owner_name,
        CASE WHEN k.reported_status = 'maintenance' THEN 'maintenance'
          WHEN k.last_heartbeat_at > ${at}::timestamptz - make_interval(secs => ${onlineSeconds}) THEN 'online'
          ELSE 'offline' END AS status,
        to_char(k.today, 'YYYY-MM-DD') AS today,
        LEAST(${HISTORY_DAYS}::int, coalesce(k.today - f.first, 0)) AS days,
        coalesce((SELECT sum(s.items) FROM kiosk_daily_sales s
          WHERE s.company_id = k.company_id AND s.kiosk_id = k.id
            AND s.local_date >= f.first AND s.local_date >= k.since AND s.local_date < k.today), 0) AS recent
      FROM k
      JOIN users u ON u.company_id = k.company_id AND u.id = k.owner_id
      LEFT JOIN LATERAL (SELECT s.local_date AS first FROM kiosk_daily_sales s
        WHERE s.company_id = k.company_id AND s.kiosk_id = k.id AND s.items > 0
        ORDER BY s.local_date LIMIT 1) f ON true
      ORDER BY k.name, k.id`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    name: String(row.name),
    timezone: String(row.timezone),
    ownerId: String(row.owner_id),
    ownerName: String(row.owner_name),
    status: row.status as KioskStatus,
    today: String(row.today),
    daysOfHistory: Math.max(0, Number(row.days)),
    recentUnits: Number(row.recent),
  }));
}

export async function listForecastTrays(
  tx: Tx,
  companyId: string,
  kioskIds: readonly string[],
): Promise<ForecastTrayRow[]> {
  if (kioskIds.length === 0) return [];
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT t.kiosk_id, t.id, t.position, t.product_id, p.name AS product_name, t.level, t.low_threshold,
        t.par_level
      FROM trays t LEFT JOIN products p ON p.company_id = t.company_id AND p.id = t.product_id
      WHERE t.company_id = ${companyId} AND t.kiosk_id = ANY(${literalArray(kioskIds)}::uuid[])
      ORDER BY t.kiosk_id, t.position`,
  );
  return rows.map((row) => ({
    kioskId: String(row.kiosk_id),
    id: String(row.id),
    position: Number(row.position),
    productId: row.product_id === null ? null : String(row.product_id),
    productName: row.product_name === null ? null : String(row.product_name),
    level: Number(row.level),
    lowThreshold: Number(row.low_threshold),
    parLevel: Number(row.par_level),
  }));
}

/** Which weeks of a kiosk count: its `weeks` complete weeks before `today`. */
export interface KioskWindow {
  kioskId: string;
  today: string;
  weeks: number;
}

export interface WeightedSums {
  slots: Map<string, Float64Array>;
  products: Map<string, Map<string, number>>;
}

// Week k of a day before `today` is (today − 1 − day) / 7 (whole weeks); it weighs 0.75^k.
const weight = (date: string, today: string) =>
  sql`power(${WEEK_DECAY}::float8, ((${sql.raw(today)} - 1 - ${sql.raw(date)}) / 7))`;

/** Σ_k 0.75^k × units per kiosk and hour of the week, and per kiosk and product, over each kiosk's window. */
export async function sumKioskWeeks(tx: Tx, companyId: string, windows: readonly KioskWindow[]): Promise<WeightedSums> {
  const result: WeightedSums = { slots: new Map(), products: new Map() };
  if (windows.length === 0) return result;
  const windowRows = sql`unnest(${literalArray(windows.map((w) => w.kioskId))}::uuid[],
    ${literalArray(windows.map((w) => w.today))}::date[], ${literalArray(windows.map((w) => w.weeks))}::int[])
    AS w(kiosk_id, today, weeks)`;
  // A lateral per kiosk: each reads its own weeks through the primary key (company, kiosk, day, hour), never the
  // whole table's year of rows.
  const slotRows = await queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT w.kiosk_id, h.slot, h.units
      FROM ${windowRows}
      CROSS JOIN LATERAL (
        SELECT (extract(isodow FROM h.local_date)::int - 1) * 24 + h.local_hour AS slot,
          sum(h.items * ${weight("h.local_date", "w.today")}) AS units
        FROM kiosk_hourly_sales h
        WHERE h.company_id = ${companyId} AND h.kiosk_id = w.kiosk_id
          AND h.local_date >= w.today - 7 * w.weeks AND h.local_date < w.today
        GROUP BY 1) h`,
  );
  for (const row of slotRows) {
    const kioskId = String(row.kiosk_id);
    const slots = result.slots.get(kioskId) ?? new Float64Array(SLOTS);
    result.slots.set(kioskId, slots);
    slots[Number(row.slot)] = Number(row.units);
  }
  const productRows = await queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT w.kiosk_id, p.product_id, p.units
      FROM ${windowRows}
      CROSS JOIN LATERAL (
        SELECT p.product_id, sum(p.quantity * ${weight("p.local_date", "w.today")}) AS units
        FROM kiosk_product_daily_sales p
        WHERE p.company_id = ${companyId} AND p.kiosk_id = w.kiosk_id
          AND p.local_date >= w.today - 7 * w.weeks AND p.local_date < w.today
        GROUP BY 1) p`,
  );
  for (const row of productRows) {
    const kioskId = String(row.kiosk_id);
    const products = result.products.get(kioskId) ?? new Map<string, number>();
    result.products.set(kioskId, products);
    products.set(String(row.product_id), Number(row.units));
  }
  return result;
}

export interface CompanySums {
  slots: Float64Array;
  products: Map<string, number>;
  weeks: number;
  sellingKiosks: number;
}

/** The company's own pattern over its complete weeks before its local today (in its default zone). */
export async function sumCompanyWeeks(tx: Tx, companyId: string, now: Date): Promise<CompanySums> {
  const [head] = await queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT to_char(d.today, 'YYYY-MM-DD') AS today,
        LEAST(${HISTORY_WEEKS}::int, coalesce((d.today - (SELECT min(h.local_date) FROM company_hourly_sales h
          WHERE h.company_id = c.id AND h.items > 0)) / 7, 0)) AS weeks
      FROM companies c
      CROSS JOIN LATERAL (SELECT (${now.toISOString()}::timestamptz AT TIME ZONE c.default_timezone)::date AS today) d
      WHERE c.id = ${companyId}`,
  );
  const today = String(head?.today);

  const weeks = Math.max(0, Number(head?.weeks ?? 0));
  const result: CompanySums = { slots: new Float64Array(SLOTS), products: new Map(), weeks, sellingKiosks: 0 };
  if (weeks === 0) return result;
  const from = sql`${today}::date - ${7 * weeks}::int`;
  const todayDate = sql`${today}::date`;
  const slotRows = await queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT (extract(isodow FROM h.local_date)::int - 1) * 24 + h.local_hour AS slot,
        sum(h.items * power(${WEEK_DECAY}::float8, ((${todayDate} - 1 - h.local_date) / 7))) AS units
      FROM company_hourly_sales h
      WHERE h.company_id = ${companyId} AND h.local_date >= ${from} AND h.local_date < ${todayDate}
      GROUP BY 1`,
  );
  for (const row of slotRows) result.slots[Number(row.slot)] = Number(row.units);
  const productRows = await queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT p.product_id, sum(p.quantity * power(${WEEK_DECAY}::float8, ((${todayDate} - 1 - p.local_date) / 7)))
        AS units
      FROM product_daily_sales p
      WHERE p.company_id = ${companyId} AND p.local_date >= ${from} AND p.local_date < ${todayDate}
      GROUP BY 1`,
  );
  for (const row of productRows) result.products.set(String(row.product_id), Number(row.units));
  const [selling] = await queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT count(DISTINCT s.kiosk_id) AS kiosks FROM kiosk_daily_sales s
      WHERE s.company_id = ${companyId} AND s.local_date >= ${from} AND s.local_date < ${todayDate} AND s.items > 0`,
  );
  result.sellingKiosks = Number(selling?.kiosks ?? 0);
  return result;
}
