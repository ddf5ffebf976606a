import type { AnalyticsGranularity } from "@froyo/contracts";
import { type SQL, sql } from "drizzle-orm";
import { queryRows, type Tx } from "../../db/types.js";
import { exactInteger } from "../../lib/cents.js";

/**
 * The SQL of `GET /api/sales/data` (docs/decisions/019-sales-rollups.md). Figures come from the rollups written with
 * the sales (kiosk × day, kiosk × hour, product × day and kiosk × product × day, kiosk × promo code × day); only a
 * product filter reads raw sales, through the index by kiosk and local day.
 */

export interface AnalyticsFilter {
  companyId: string;
  /** The kiosks the figures may cover; null: all of the company's. */
  kioskIds: readonly string[] | null;
  /** Set when `kioskIds` are all the kiosks of this owner (a client's reach): their own rollups answer. */
  ownerId?: string;
  productId?: string;
  /** Local dates, both included: the previous period's first day to the current period's last. */
  from: string;
  to: string;
}

/** UUIDs only (checked by the caller), so the literal needs no escaping beyond the parameter itself. */
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;

function kioskCondition(column: SQL, filter: AnalyticsFilter): SQL {
  return filter.kioskIds ? sql` AND ${column} = ANY(${uuidArray(filter.kioskIds)})` : sql``;
}

/**
 * Rows of (kiosk_id, local_date, local_hour?, revenue_cents, orders, items) in the filter's dates: a rollup, or for a
 * product filter that product's lines of paid sales, one row per sale (orders 1, items its quantity). Company-wide
 * figures that need no kiosk read the company's own hours (24 rows a day, kiosk_id null) instead of every kiosk's.
 */
function facts(filter: AnalyticsFilter, level: "day" | "hour", perKiosk = false): SQL {
  const dates = sql`${filter.from}::date AND ${filter.to}::date`;
  if (filter.productId) {
    return sql`SELECT s.kiosk_id, s.local_date, s.local_hour, sum(i.quantity::bigint * i.unit_price_cents) AS revenue_cents,
        1 AS orders, sum(i.quantity) AS items, sum(i.quantity::bigint * coalesce(i.unit_cost_cents, 0)) AS cost_cents
      FROM sales s
      JOIN sale_items i ON i.company_id = s.company_id AND i.sale_id = s.id
      WHERE s.company_id = ${filter.companyId} AND s.status = 'paid' AND s.local_date BETWEEN ${dates}
        AND i.product_id = ${filter.productId}${kioskCondition(sql`s.kiosk_id`, filter)}
      GROUP BY s.id, s.kiosk_id, s.local_date, s.local_hour`;
  }
  const hour = level === "hour" ? sql`r.local_hour` : sql`0`;
  if (!perKiosk && filter.ownerId) {
    return sql`SELECT NULL::uuid AS kiosk_id, r.local_date, ${hour} AS local_hour, r.revenue_cents, r.orders, r.items,
      r.cost_cents
      FROM owner_hourly_sales r
      WHERE r.company_id = ${filter.companyId} AND r.owner_id = ${filter.ownerId} AND r.local_date BETWEEN ${dates}`;
  }
  if (!perKiosk && filter.kioskIds === null) {
    return sql`SELECT NULL::uuid AS kiosk_id, r.local_date, ${hour} AS local_hour, r.revenue_cents, r.orders, r.items,
      r.cost_cents
      FROM company_hourly_sales r
      WHERE r.company_id = ${filter.companyId} AND r.local_date BETWEEN ${dates}`;
  }
  const table = level === "hour" ? sql`kiosk_hourly_sales` : sql`kiosk_daily_sales`;
  return sql`SELECT r.kiosk_id, r.local_date, ${hour} AS local_hour, r.revenue_cents, r.orders, r.items,
      r.cost_cents
    FROM ${table} r
    WHERE r.company_id = ${filter.companyId} AND r.local_date BETWEEN ${dates}${kioskCondition(sql`r.kiosk_id`, filter)}`;
}

const BUCKETS: Record<AnalyticsGranularity, SQL> = {
  hour: sql`to_char(f.local_date, 'YYYY-MM-DD') || 'T' || lpad(f.local_hour::text, 2, '0')`,
  day: sql`to_char(f.local_date, 'YYYY-MM-DD')`,
  week: sql`to_char(date_trunc('week', f.local_date::timestamp), 'YYYY-MM-DD')`,
  month: sql`to_char(date_trunc('month', f.local_date::timestamp), 'YYYY-MM-DD')`,
};

export interface BucketRow {
  /** In the current period (on or after `currentFrom`), else the previous one. */
  current: boolean;
  bucket: string;
  revenueCents: number;
  orders: number;
  items: number;
  costCents: number;
}

/** Sums per bucket of both periods (a week or month can straddle them: each period keeps its own part). */
export async function sumByBucket(
  tx: Tx,
  filter: AnalyticsFilter,
  currentFrom: string,
  granularity: AnalyticsGranularity,
): Promise<BucketRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT (f.local_date >= ${currentFrom}::date) AS is_current, ${BUCKETS[granularity]} AS bucket,
        sum(f.revenue_cents)::bigint AS revenue_cents, sum(f.orders)::bigint AS orders, sum(f.items)::bigint AS items,
        sum(f.cost_cents)::bigint AS cost_cents
      FROM (${facts(filter, granularity === "hour" ? "hour" : "day")}) f
      GROUP BY 1, 2`,
  );
  return rows.map((row) => ({
    current: row.is_current === true || row.is_current === "t",
    bucket: String(row.bucket),
    revenueCents: exactInteger(row.revenue_cents),
    orders: exactInteger(row.orders),
    items: exactInteger(row.items),
    costCents: exactInteger(row.cost_cents),
  }));
}

/**
 * Every local wall-clock hour of the dates that exists in at least one of `zones` (a skipped DST hour exists in no
 * zone of a one-zone fleet), labelled `YYYY-MM-DDTHH`, in order. A day of 24 hours or more in some zone has all 24
 * labels (a repeated hour keeps its label), so only the days that are short in every zone are looked at quarter hour
 * by quarter hour (zones with :30 and :45 offsets or half-hour shifts included): a month costs a few hundred
 * conversions, not one per quarter hour per zone.
 */
export async function hourBuckets(tx: Tx, zones: readonly string[], from: string, to: string): Promise<string[]> {
  const rows = await queryRows<{ bucket: string }>(
    tx,
    sql`WITH zones AS (
        SELECT unnest(${`{${zones.map((zone) => `"${zone}"`).join(",")}}`}::text[]) AS zone
      ), days AS (
        SELECT d::date AS day FROM generate_series(${from}::date, ${to}::date, interval '1 day') d
      ), short AS (
        SELECT d.day FROM days d
        WHERE NOT EXISTS (SELECT 1 FROM zones z
          WHERE ((d.day + 1)::timestamp AT TIME ZONE z.zone) - (d.day::timestamp AT TIME ZONE z.zone) >= interval '24 hours')
      )
      SELECT to_char(d.day, 'YYYY-MM-DD') || 'T' || lpad(h::text, 2, '0') AS bucket
      FROM days d CROSS JOIN generate_series(0, 23) h
      WHERE d.day NOT IN (SELECT day FROM short)
      UNION
      SELECT to_char(g.at AT TIME ZONE z.zone, 'YYYY-MM-DD"T"HH24')
      FROM short s CROSS JOIN zones z
      CROSS JOIN generate_series(s.day::timestamp AT TIME ZONE z.zone,
        ((s.day + 1)::timestamp AT TIME ZONE z.zone) - interval '1 microsecond', interval '15 minutes') AS g(at)
      ORDER BY 1`,
  );
  return rows.map((row) => row.bucket);
}

export interface KioskSums {
  kioskId: string;
  revenueCents: number;
  orders: number;
  costCents: number;
}

export async function sumByKiosk(tx: Tx, filter: AnalyticsFilter): Promise<KioskSums[]> {
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT f.kiosk_id, sum(f.revenue_cents)::bigint AS revenue_cents, sum(f.orders)::bigint AS orders,
        sum(f.cost_cents)::bigint AS cost_cents
      FROM (${facts(filter, "day", true)}) f
      GROUP BY f.kiosk_id
      HAVING sum(f.orders) > 0
      ORDER BY 2 DESC, 3 DESC, 1`,
  );
  return rows.map((row) => ({
    kioskId: String(row.kiosk_id),
    revenueCents: exactInteger(row.revenue_cents),
    orders: exactInteger(row.orders),
    costCents: exactInteger(row.cost_cents),
  }));
}

export interface HourWeekdaySums {
  weekday: number;
  hour: number;
  revenueCents: number;
  orders: number;
}

export async function sumByHourWeekday(tx: Tx, filter: AnalyticsFilter): Promise<HourWeekdaySums[]> {
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT extract(isodow FROM f.local_date)::integer AS weekday, f.local_hour::integer AS hour,
        sum(f.revenue_cents)::bigint AS revenue_cents, sum(f.orders)::bigint AS orders
      FROM (${facts(filter, "hour")}) f
      GROUP BY 1, 2`,
  );
  return rows.map((row) => ({
    weekday: exactInteger(row.weekday),
    hour: exactInteger(row.hour),
    revenueCents: exactInteger(row.revenue_cents),
    orders: exactInteger(row.orders),
  }));
}

export interface ProductSums {
  productId: string;
  name: string;
  revenueCents: number;
  quantity: number;
  costCents: number;
}

/**
 * Revenue (line value before order discounts) and units per product, best first, `limit` of them. From the product
 * rollup when every kiosk counts; from the owner's for all of a client's kiosks, from the per-kiosk one otherwise
 * (decision 026).
 */
export async function sumByProduct(tx: Tx, filter: AnalyticsFilter, limit?: number): Promise<ProductSums[]> {
  const rows = await queryRows<Record<string, unknown>>(tx, productSumsSql(filter, limit));
  return rows.map((row) => ({
    productId: String(row.product_id),
    name: String(row.name),
    revenueCents: exactInteger(row.revenue_cents),
    quantity: exactInteger(row.quantity),
    costCents: exactInteger(row.cost_cents),
  }));
}

/** sumByProduct's query. */
export function productSumsSql(filter: AnalyticsFilter, limit?: number): SQL {
  const product = (column: SQL) => (filter.productId ? sql` AND ${column} = ${filter.productId}` : sql``);
  const source = filter.ownerId
    ? sql`SELECT r.product_id, sum(r.revenue_cents) AS revenue_cents, sum(r.quantity) AS quantity,
          sum(r.cost_cents) AS cost_cents
        FROM owner_product_daily_sales r
        WHERE r.company_id = ${filter.companyId} AND r.owner_id = ${filter.ownerId}
          AND r.local_date BETWEEN ${filter.from}::date AND ${filter.to}::date${product(sql`r.product_id`)}
        GROUP BY r.product_id`
    : filter.kioskIds
      ? sql`SELECT r.product_id, sum(r.revenue_cents) AS revenue_cents, sum(r.quantity) AS quantity,
          sum(r.cost_cents) AS cost_cents
        FROM kiosk_product_daily_sales r
        WHERE r.company_id = ${filter.companyId} AND r.local_date BETWEEN ${filter.from}::date AND ${filter.to}::date
          ${kioskCondition(sql`r.kiosk_id`, filter)}${product(sql`r.product_id`)}
        GROUP BY r.product_id`
      : sql`SELECT r.product_id, sum(r.revenue_cents) AS revenue_cents, sum(r.quantity) AS quantity,
          sum(r.cost_cents) AS cost_cents
        FROM product_daily_sales r
        WHERE r.company_id = ${filter.companyId} AND r.local_date BETWEEN ${filter.from}::date AND ${filter.to}::date
          ${product(sql`r.product_id`)}
        GROUP BY r.product_id`;
  return sql`SELECT x.product_id, coalesce(p.name, '') AS name, x.revenue_cents::bigint AS revenue_cents,
      x.quantity::bigint AS quantity, x.cost_cents::bigint AS cost_cents
    FROM (${source}) x
    LEFT JOIN products p ON p.company_id = ${filter.companyId} AND p.id = x.product_id
    WHERE x.quantity > 0
    ORDER BY x.revenue_cents DESC, x.quantity DESC, x.product_id
    ${limit === undefined ? sql`` : sql`LIMIT ${limit}`}`;
}

export interface PromoSums {
  code: string;
  orders: number;
  discountCents: number;
  revenueCents: number;
}

/** Paid orders with a code, per code (upper-cased); with a product filter, the orders holding that product. */
export async function sumByPromoCode(tx: Tx, filter: AnalyticsFilter): Promise<PromoSums[]> {
  const source = filter.productId
    ? sql`SELECT upper(s.promo_code) AS code, count(*) AS orders, sum(s.discount_cents) AS discount_cents,
          sum(s.total_cents - s.refunded_cents) AS revenue_cents
        FROM sales s
        WHERE s.company_id = ${filter.companyId} AND s.status = 'paid' AND s.promo_code IS NOT NULL
          AND s.local_date BETWEEN ${filter.from}::date AND ${filter.to}::date${kioskCondition(sql`s.kiosk_id`, filter)}
          AND EXISTS (SELECT 1 FROM sale_items i
            WHERE i.company_id = s.company_id AND i.sale_id = s.id AND i.product_id = ${filter.productId})
        GROUP BY 1`
    : sql`SELECT r.code, sum(r.orders) AS orders, sum(r.discount_cents) AS discount_cents,
          sum(r.revenue_cents) AS revenue_cents
        FROM promo_daily_sales r
        WHERE r.company_id = ${filter.companyId} AND r.local_date BETWEEN ${filter.from}::date AND ${filter.to}::date
          ${kioskCondition(sql`r.kiosk_id`, filter)}
        GROUP BY 1`;
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT x.code, x.orders::bigint AS orders, x.discount_cents::bigint AS discount_cents,
        x.revenue_cents::bigint AS revenue_cents
      FROM (${source}) x
      ORDER BY x.orders DESC, x.code COLLATE "C"`,
  );
  return rows.map((row) => ({
    code: String(row.code),
    orders: exactInteger(row.orders),
    discountCents: exactInteger(row.discount_cents),
    revenueCents: exactInteger(row.revenue_cents),
  }));
}

export interface ScopeKiosk {
  id: string;
  name: string;
  timezone: string;
}

/**
 * The kiosks whose sales a reach covers: deleted ones too (their sales happened), a client's only those they own.
 */
export async function kiosksInScope(tx: Tx, companyId: string, ownerId?: string): Promise<ScopeKiosk[]> {
  return queryRows<ScopeKiosk>(
    tx,
    sql`SELECT k.id, k.name, k.timezone FROM kiosks k
      WHERE k.company_id = ${companyId}${ownerId ? sql` AND k.owner_id = ${ownerId}` : sql``}
      ORDER BY k.id`,
  );
}

export async function companyCurrencyAndZone(tx: Tx, companyId: string) {
  const [row] = await queryRows<{ currency: string; timezone: string }>(
    tx,
    sql`SELECT c.currency, c.default_timezone AS timezone FROM companies c WHERE c.id = ${companyId}`,
  );
  return row ?? { currency: "USD", timezone: "UTC" };
}

export async function productExists(tx: Tx, companyId: string, productId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`SELECT p.id FROM products p WHERE p.company_id = ${companyId} AND p.id = ${productId}`,
  );
  return rows.length > 0;
}
