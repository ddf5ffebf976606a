import { type SQL, sql } from "drizzle-orm";
import { queryRows, type Tx } from "../../db/types.js";

/**
 * The SQL of the rollups (docs/decisions/019-sales-rollups.md): each rollup's rows as the raw sales say they should
 * be, the rows where the stored ones differ, and their replacement. Every query runs in the caller's transaction
 * under one company's tenant setting (`scopeTo`); rollups.service.ts decides the transactions and their order.
 */

export interface RollupDrift {
  table: string;
  companyId: string;
  key: string;
  stored: string | null;
  expected: string | null;
}

/**
 * How many rollup rows differ from the raw sales, with the first few of each table and company as examples: a
 * database whose rollups were never written (a bulk load) differs in every row, hundreds of thousands of them.
 */
export interface DriftReport {
  total: number;
  sample: RollupDrift[];
}

/** Rows of each table and company kept as examples. */
const SAMPLE_ROWS = 20;

interface RollupDefinition {
  table: string;
  keys: string[];
  values: string[];
  /** The rollup's rows computed from raw sales of company `c`. */
  expected(companyId: string): SQL;
}

const ROLLUPS: RollupDefinition[] = [
  {
    table: "kiosk_hourly_sales",
    keys: ["kiosk_id", "local_date", "local_hour"],
    values: ["orders", "items", "revenue_cents", "discount_cents", "refunds", "refunded_cents", "cost_cents"],
    expected: (c) => sql`SELECT s.kiosk_id, s.local_date, s.local_hour, ${PAID_AND_REFUNDED}
      FROM sales s WHERE s.company_id = ${c} AND s.status <> 'failed'
      GROUP BY s.kiosk_id, s.local_date, s.local_hour`,
  },
  {
    table: "company_hourly_sales",
    keys: ["local_date", "local_hour"],
    values: ["orders", "items", "revenue_cents", "discount_cents", "refunds", "refunded_cents", "cost_cents"],
    expected: (c) => sql`SELECT s.local_date, s.local_hour, ${PAID_AND_REFUNDED}
      FROM sales s WHERE s.company_id = ${c} AND s.status <> 'failed'
      GROUP BY s.local_date, s.local_hour`,
  },
  {
    table: "kiosk_daily_sales",
    keys: ["kiosk_id", "local_date"],
    values: ["orders", "items", "revenue_cents", "discount_cents", "refunds", "refunded_cents", "cost_cents"],
    expected: (c) => sql`SELECT s.kiosk_id, s.local_date, ${PAID_AND_REFUNDED}
      FROM sales s WHERE s.company_id = ${c} AND s.status <> 'failed'
      GROUP BY s.kiosk_id, s.local_date`,
  },
  {
    table: "product_daily_sales",
    keys: ["product_id", "local_date"],
    values: ["orders", "quantity", "revenue_cents", "cost_cents"],
    expected: (c) => sql`SELECT i.product_id, s.local_date, count(DISTINCT s.id) AS orders,
        sum(i.quantity) AS quantity, sum(i.quantity::bigint * i.unit_price_cents) AS revenue_cents,
        sum(i.quantity::bigint * coalesce(i.unit_cost_cents, 0)) AS cost_cents
      FROM sales s JOIN sale_items i ON i.company_id = s.company_id AND i.sale_id = s.id
      WHERE s.company_id = ${c} AND s.status = 'paid'
      GROUP BY i.product_id, s.local_date`,
  },
  {
    table: "kiosk_product_daily_sales",
    keys: ["kiosk_id", "local_date", "product_id"],
    values: ["orders", "quantity", "revenue_cents", "cost_cents"],
    expected: (c) => sql`SELECT s.kiosk_id, s.local_date, i.product_id, count(DISTINCT s.id) AS orders,
        sum(i.quantity) AS quantity, sum(i.quantity::bigint * i.unit_price_cents) AS revenue_cents,
        sum(i.quantity::bigint * coalesce(i.unit_cost_cents, 0)) AS cost_cents
      FROM sales s JOIN sale_items i ON i.company_id = s.company_id AND i.sale_id = s.id
      WHERE s.company_id = ${c} AND s.status = 'paid'
      GROUP BY s.kiosk_id, s.local_date, i.product_id`,
  },
  {
    table: "owner_hourly_sales",
    keys: ["owner_id", "local_date", "local_hour"],
    values: ["orders", "items", "revenue_cents", "discount_cents", "refunds", "refunded_cents", "cost_cents"],
    expected: (c) => sql`SELECT k.owner_id, s.local_date, s.local_hour, ${PAID_AND_REFUNDED}
      FROM sales s JOIN kiosks k ON k.company_id = s.company_id AND k.id = s.kiosk_id
      WHERE s.company_id = ${c} AND s.status <> 'failed' AND k.owner_id IS NOT NULL
      GROUP BY k.owner_id, s.local_date, s.local_hour`,
  },
  {
    table: "owner_product_daily_sales",
    keys: ["owner_id", "local_date", "product_id"],
    values: ["orders", "quantity", "revenue_cents", "cost_cents"],
    expected: (c) => sql`SELECT k.owner_id, s.local_date, i.product_id, count(DISTINCT s.id) AS orders,
        sum(i.quantity) AS quantity, sum(i.quantity::bigint * i.unit_price_cents) AS revenue_cents,
        sum(i.quantity::bigint * coalesce(i.unit_cost_cents, 0)) AS cost_cents
      FROM sales s JOIN sale_items i ON i.company_id = s.company_id AND i.sale_id = s.id
      JOIN kiosks k ON k.company_id = s.company_id AND k.id = s.kiosk_id
      WHERE s.company_id = ${c} AND s.status = 'paid' AND k.owner_id IS NOT NULL
      GROUP BY k.owner_id, s.local_date, i.product_id`,
  },
  {
    table: "promo_daily_sales",
    keys: ["kiosk_id", "local_date", "code"],
    values: ["orders", "discount_cents", "revenue_cents"],
    expected: (c) => sql`SELECT s.kiosk_id, s.local_date, upper(s.promo_code) AS code, count(*) AS orders,
        sum(s.discount_cents) AS discount_cents, sum(s.total_cents - s.refunded_cents) AS revenue_cents
      FROM sales s WHERE s.company_id = ${c} AND s.status = 'paid' AND s.promo_code IS NOT NULL
      GROUP BY s.kiosk_id, s.local_date, upper(s.promo_code)`,
  },
];

/** The tables the rollups are kept in. */
export const ROLLUP_TABLES = ROLLUPS.map((rollup) => rollup.table);

const PAID_AND_REFUNDED = sql`count(*) FILTER (WHERE s.status = 'paid') AS orders,
  coalesce(sum(s.item_count) FILTER (WHERE s.status = 'paid'), 0) AS items,
  coalesce(sum(s.total_cents - s.refunded_cents) FILTER (WHERE s.status = 'paid'), 0) AS revenue_cents,
  coalesce(sum(s.discount_cents) FILTER (WHERE s.status = 'paid'), 0) AS discount_cents,
  count(*) FILTER (WHERE s.status = 'refunded') AS refunds,
  coalesce(sum(s.refunded_cents), 0) AS refunded_cents,
  coalesce(sum(s.cost_cents) FILTER (WHERE s.status = 'paid'), 0) AS cost_cents`;

const list = (names: string[], prefix = "") => sql.raw(names.map((name) => `${prefix}${name}`).join(", "));

/** Every company's id in order, or only `only`. */
export async function companyIds(tx: Tx, only?: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`SELECT c.id FROM companies c${only ? sql` WHERE c.id = ${only}` : sql``} ORDER BY c.id`,
  );
  return rows.map((row) => row.id);
}

/** Sets the transaction's tenant: row-level security then shows that company's rows only. */
export async function scopeTo(tx: Tx, companyId: string): Promise<void> {
  await tx.execute(sql`SELECT set_config('app.company_id', ${companyId}, true)`);
}

/** The rows where a stored rollup and the raw sales disagree (missing on either side included). */
export async function driftOf(tx: Tx, companyId: string): Promise<DriftReport> {
  const report: DriftReport = { total: 0, sample: [] };
  for (const rollup of ROLLUPS) {
    const joinOn = sql.raw(rollup.keys.map((key) => `r.${key} = e.${key}`).join(" AND "));
    const rows = await queryRows<{ key: string; stored: string | null; expected: string | null; total: string }>(
      tx,
      sql`WITH r AS (SELECT ${list(rollup.keys)}, ${list(rollup.values)} FROM ${sql.raw(rollup.table)}
            WHERE company_id = ${companyId}),
          e AS (${rollup.expected(companyId)})
        SELECT concat_ws('/', ${sql.raw(rollup.keys.map((key) => `coalesce(r.${key}::text, e.${key}::text)`).join(", "))}) AS key,
          CASE WHEN r.${sql.raw(rollup.keys[0] as string)} IS NULL THEN NULL
            ELSE concat_ws(' ', ${list(rollup.values, "r.")}) END AS stored,
          CASE WHEN e.${sql.raw(rollup.keys[0] as string)} IS NULL THEN NULL
            ELSE concat_ws(' ', ${list(rollup.values, "e.")}) END AS expected,
          count(*) OVER () AS total
        FROM r FULL JOIN e ON ${joinOn}
        WHERE (${list(rollup.values, "r.")}) IS DISTINCT FROM (${list(rollup.values, "e.")})
        LIMIT ${SAMPLE_ROWS}`,
    );
    report.total += Number(rows[0]?.total ?? 0);
    for (const { total: _, ...row } of rows) report.sample.push({ table: rollup.table, companyId, ...row });
  }
  return report;
}

/**
 * Holds off ingestion until the transaction ends: SHARE ROW EXCLUSIVE on `sales` waits for the writers in flight
 * and keeps new ones out, so the rollups rebuilt from the sales stay theirs.
 */
export async function lockSales(tx: Tx): Promise<void> {
  await tx.execute(sql`LOCK TABLE sales IN SHARE ROW EXCLUSIVE MODE`);
}

/** Replaces the company's rows of every rollup with what its raw sales say. */
export async function replaceRollups(tx: Tx, companyId: string): Promise<void> {
  for (const rollup of ROLLUPS) {
    const columns = [...rollup.keys, ...rollup.values];
    await tx.execute(sql`DELETE FROM ${sql.raw(rollup.table)} WHERE company_id = ${companyId}`);
    await tx.execute(
      sql`INSERT INTO ${sql.raw(rollup.table)} (company_id, ${list(columns)})
        SELECT ${companyId}, ${list(columns, "e.")} FROM (${rollup.expected(companyId)}) e`,
    );
  }
}
