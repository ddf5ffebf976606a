import { sql } from "drizzle-orm";
import { queryRows, type Tx } from "../../db/types.js";
import { exactInteger } from "../../lib/cents.js";

/**
 * The SQL of `GET /api/dashboard` (docs/decisions/019-sales-rollups.md): each kiosk's own local today, the day and
 * month rollups, the hourly rollup for "up to the same time" and the usual rate of an hour, and raw sales only for
 * the one current hour of yesterday (and of the previous month's same day), through the index by kiosk and day.
 */

export interface DashboardReach {
  companyId: string;
  ownerId?: string;
}

const owner = (reach: DashboardReach) => (reach.ownerId ? sql` AND k.owner_id = ${reach.ownerId}` : sql``);

export interface DashboardKiosk {
  id: string;
  name: string;
  live: boolean;
  online: boolean;
  /**
   * Offline now (not in maintenance) since this instant: its last heartbeat plus the online window, or for a kiosk
   * never seen, since it was added. Null when online or in maintenance.
   */
  offlineSince: string | null;
  neverSeen: boolean;
  /** In maintenance by its own report: neither online nor offline (not an outage). */
  maintenance: boolean;
  today: string;
}

/** The kiosks whose sales the reach covers (deleted ones too), with their local today and live state. */
export async function listDashboardKiosks(
  tx: Tx,
  reach: DashboardReach,
  onlineSeconds: number,
): Promise<DashboardKiosk[]> {
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT k.id, k.name, k.deleted_at IS NULL AS live,
        k.reported_status IS DISTINCT FROM 'maintenance'
          AND k.last_heartbeat_at > now() - make_interval(secs => ${onlineSeconds}) AS online,
        CASE WHEN k.reported_status IS DISTINCT FROM 'maintenance'
            AND (k.last_heartbeat_at IS NULL OR k.last_heartbeat_at <= now() - make_interval(secs => ${onlineSeconds}))
          THEN to_char(coalesce(k.last_heartbeat_at + make_interval(secs => ${onlineSeconds}), k.created_at)
                         AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') END AS offline_since,
        k.last_heartbeat_at IS NULL AS never_seen,
        k.reported_status IS NOT DISTINCT FROM 'maintenance' AS maintenance,
        to_char((now() AT TIME ZONE k.timezone)::date, 'YYYY-MM-DD') AS today
      FROM kiosks k
      WHERE k.company_id = ${reach.companyId}${owner(reach)}
      ORDER BY k.id`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    name: String(row.name),
    live: row.live === true,
    online: row.online === true,
    offlineSince: row.offline_since === null ? null : String(row.offline_since),
    neverSeen: row.never_seen === true,
    maintenance: row.maintenance === true,
    today: String(row.today),
  }));
}

export interface PeriodSums {
  revenueCents: number;
  orders: number;
  costCents: number;
}

export type DashboardPeriod = "today" | "today_prev" | "month" | "month_prev";

/**
 * Today, this month and their previous spans, per kiosk in its own zone, summed. A previous span ends at the same
 * local time: whole days from the day rollup, the hours before the current one from the hourly rollup, and the
 * current hour's sales up to the same minute and second from the raw rows.
 */
export async function sumPeriods(tx: Tx, reach: DashboardReach): Promise<Record<DashboardPeriod, PeriodSums>> {
  const c = reach.companyId;
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`WITH k AS (
        SELECT k.id, k.timezone, now() AT TIME ZONE k.timezone AS local_now
        FROM kiosks k WHERE k.company_id = ${c}${owner(reach)}
      ),
      t AS (
        SELECT k.id, k.timezone, k.local_now::date AS today, extract(hour FROM k.local_now)::integer AS hour,
          k.local_now::time AS clock, date_trunc('month', k.local_now)::date AS month_start,
          (date_trunc('month', k.local_now) - interval '1 month')::date AS previous_month_start,
          (k.local_now::date - interval '1 month')::date AS previous_same_day,
          extract(day FROM k.local_now::date - interval '1 month') <> extract(day FROM k.local_now) AS clamped
        FROM k
      ),
      whole_days AS (
        SELECT 'today' AS period, t.id, t.today AS first_day, t.today AS last_day FROM t
        UNION ALL SELECT 'month', t.id, t.month_start, t.today FROM t
        UNION ALL SELECT 'month_prev', t.id, t.previous_month_start,
          CASE WHEN t.clamped THEN t.previous_same_day ELSE t.previous_same_day - 1 END FROM t
      ),
      part_days AS (
        SELECT 'today_prev' AS period, t.id, t.timezone, t.today - 1 AS day, t.hour, t.clock FROM t
        UNION ALL SELECT 'month_prev', t.id, t.timezone, t.previous_same_day, t.hour, t.clock FROM t
          WHERE NOT t.clamped
      )
      SELECT x.period, sum(x.revenue_cents)::bigint AS revenue_cents, sum(x.orders)::bigint AS orders,
        sum(x.cost_cents)::bigint AS cost_cents FROM (
        SELECT w.period, d.revenue_cents, d.orders, d.cost_cents
        FROM whole_days w
        JOIN kiosk_daily_sales d ON d.company_id = ${c} AND d.kiosk_id = w.id
          AND d.local_date BETWEEN w.first_day AND w.last_day
        UNION ALL
        SELECT p.period, h.revenue_cents, h.orders, h.cost_cents
        FROM part_days p
        JOIN kiosk_hourly_sales h ON h.company_id = ${c} AND h.kiosk_id = p.id AND h.local_date = p.day
          AND h.local_hour < p.hour
        UNION ALL
        SELECT p.period, s.total_cents - s.refunded_cents, 1, s.cost_cents
        FROM part_days p
        JOIN sales s ON s.company_id = ${c} AND s.kiosk_id = p.id AND s.local_date = p.day AND s.local_hour = p.hour
          AND s.status = 'paid' AND (s.occurred_at AT TIME ZONE p.timezone)::time <= p.clock
      ) x
      GROUP BY x.period`,
  );
  const sums: Record<DashboardPeriod, PeriodSums> = {
    today: { revenueCents: 0, orders: 0, costCents: 0 },
    today_prev: { revenueCents: 0, orders: 0, costCents: 0 },
    month: { revenueCents: 0, orders: 0, costCents: 0 },
    month_prev: { revenueCents: 0, orders: 0, costCents: 0 },
  };
  for (const row of rows) {
    sums[row.period as DashboardPeriod] = {
      revenueCents: exactInteger(row.revenue_cents),
      orders: exactInteger(row.orders),
      costCents: exactInteger(row.cost_cents),
    };
  }
  return sums;
}

/** Revenue per local date in the range, across the kiosks (null: all of the company's). */
export async function revenueByDate(
  tx: Tx,
  companyId: string,
  kioskIds: readonly string[] | null,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const kiosks = kioskIds ? sql` AND d.kiosk_id = ANY(${`{${kioskIds.join(",")}}`}::uuid[])` : sql``;
  const rows = await queryRows<{ date: string; revenue_cents: unknown }>(
    tx,
    sql`SELECT to_char(d.local_date, 'YYYY-MM-DD') AS date, sum(d.revenue_cents)::bigint AS revenue_cents
      FROM kiosk_daily_sales d
      WHERE d.company_id = ${companyId} AND d.local_date BETWEEN ${from}::date AND ${to}::date${kiosks}
      GROUP BY 1`,
  );
  return new Map(rows.map((row) => [row.date, exactInteger(row.revenue_cents)]));
}

/** Trays of live kiosks holding a product at or under their threshold (as trays.repository's `is_low`). */
export async function countLowTrays(tx: Tx, reach: DashboardReach): Promise<number> {
  const [row] = await queryRows<{ n: unknown }>(
    tx,
    sql`SELECT count(*) AS n FROM trays t
      JOIN kiosks k ON k.company_id = t.company_id AND k.id = t.kiosk_id
      WHERE t.company_id = ${reach.companyId} AND k.deleted_at IS NULL${owner(reach)}
        AND t.product_id IS NOT NULL AND t.level <= t.low_threshold`,
  );
  return exactInteger(row?.n);
}

export interface LostSales {
  kioskId: string;
  revenueCents: number;
  orders: number;
}

/**
 * What each kiosk offline now has probably lost today: every second offline since local midnight (or since it went
 * offline, if later) is worth its hour's average over the same weekday of the previous four weeks (the hourly
 * rollup of today − 7, 14, 21 and 28 days), in exact numeric, rounded once per kiosk.
 */
export async function estimateLostSales(
  tx: Tx,
  companyId: string,
  offline: readonly { id: string; offlineSince: string }[],
): Promise<LostSales[]> {
  if (offline.length === 0) return [];
  const input = JSON.stringify(offline.map((kiosk) => ({ id: kiosk.id, since: kiosk.offlineSince })));
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`WITH o AS (
        SELECT k.id, k.timezone, (now() AT TIME ZONE k.timezone)::date AS today,
          greatest(x.since, (now() AT TIME ZONE k.timezone)::date::timestamp AT TIME ZONE k.timezone) AS start
        FROM jsonb_to_recordset(${input}::jsonb) AS x(id uuid, since timestamptz)
        JOIN kiosks k ON k.company_id = ${companyId} AND k.id = x.id
      ),
      slots AS (
        SELECT o.id, o.today, extract(hour FROM g.at AT TIME ZONE o.timezone)::integer AS hour,
          extract(epoch FROM least(g.at + interval '15 minutes', now()) - greatest(g.at, o.start)) AS seconds
        FROM o
        CROSS JOIN LATERAL generate_series(to_timestamp(floor(extract(epoch FROM o.start) / 900) * 900), now(),
          interval '15 minutes') AS g(at)
      ),
      hours AS (
        SELECT s.id, s.today, s.hour, sum(s.seconds) AS seconds FROM slots s WHERE s.seconds > 0
        GROUP BY s.id, s.today, s.hour
      )
      SELECT h.id AS kiosk_id,
        round(coalesce(sum(u.revenue_cents * h.seconds), 0) / 14400)::bigint AS revenue_cents,
        round(coalesce(sum(u.orders * h.seconds), 0) / 14400)::bigint AS orders
      FROM hours h
      LEFT JOIN kiosk_hourly_sales u ON u.company_id = ${companyId} AND u.kiosk_id = h.id AND u.local_hour = h.hour
        AND u.local_date IN (h.today - 7, h.today - 14, h.today - 21, h.today - 28)
      GROUP BY h.id`,
  );
  return rows.map((row) => ({
    kioskId: String(row.kiosk_id),
    revenueCents: exactInteger(row.revenue_cents),
    orders: exactInteger(row.orders),
  }));
}
