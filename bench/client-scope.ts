/**
 * The client-scope figures of `bench:sales` (issue 26, part 3; decision 026): the Client - Pro of the largest company
 * owns every other one of its kiosks (half its sales), and makes the same calls as the Company Admin, one at a time,
 * each beside the admin's figure of the same run. Goal: every client figure within 2× of the company's, and a p99
 * of at most 50 ms on PostgreSQL.
 */

import type { Row } from "./ingestion.js";
import type { OwnerSql } from "./sales-seed.js";

export const CLIENT_EMAIL = "pro@demo.example.com";
/** The client's p99 may be this many times the company's. */
const RATIO_GOAL = 2;
const P99_GOAL_MS = 50;

/**
 * Gives the Client - Pro every other kiosk of the largest company (in serial order) and takes from them any other
 * there: idempotent, so a bench database seeded before this existed gets the same split.
 */
export async function giveHalfTheKiosksToTheClient(owner: OwnerSql): Promise<void> {
  await owner.exec(`
    WITH pro AS (SELECT id, company_id FROM users WHERE email = '${CLIENT_EMAIL}'),
    ranked AS (
      SELECT k.id, row_number() OVER (ORDER BY k.serial_number, k.id) AS n
      FROM kiosks k WHERE k.company_id = (SELECT company_id FROM pro)
    )
    UPDATE kiosks k
    SET owner_id = CASE WHEN r.n % 2 = 1 THEN (SELECT id FROM pro)
                        WHEN k.owner_id = (SELECT id FROM pro) THEN NULL ELSE k.owner_id END
    FROM ranked r WHERE k.id = r.id;
    ANALYZE kiosks;`);
}

/** The calls both make: the list's first page, a filtered page, the dashboard and analytics. */
export function comparedCalls(today: Date): [string, string][] {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const daysAgo = (days: number) => day(new Date(today.getTime() - days * 86_400_000));
  const lastMonth = day(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1)));
  const lastMonthEnd = day(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0)));
  return [
    ["GET /api/sales, first page", "/api/sales"],
    [
      "GET /api/sales, last month's paid card sales",
      `/api/sales?from=${lastMonth}&to=${lastMonthEnd}&status=paid&payment_method=card`,
    ],
    ["GET /api/sales, first page by total", "/api/sales?sort=total_cents"],
    ["GET /api/dashboard, computed each time", "/api/dashboard"],
    ["GET /api/sales/data, a year by day", `/api/sales/data?from=${daysAgo(364)}&to=${day(today)}&granularity=day`],
    ["GET /api/sales/data, 30 days by hour", `/api/sales/data?from=${daysAgo(29)}&to=${day(today)}&granularity=hour`],
  ];
}

export interface Latency {
  p50: number;
  p99: number;
  requests: number;
}

/** One table row: the client's p99 beside the company's. */
export function comparisonRow(figure: string, company: Latency, client: Latency, onPostgres: boolean): Row {
  const ratio = client.p99 / Math.max(company.p99, 1);
  const ok = ratio <= RATIO_GOAL && (!onPostgres || client.p99 <= P99_GOAL_MS);
  return {
    figure: `Client - Pro vs Company Admin: ${figure}, p99 (p50 ${client.p50} vs ${company.p50} ms)`,
    value: `${client.p99} vs ${company.p99} ms (${ratio.toFixed(1)}×)`,
    budget: onPostgres ? `≤ ${RATIO_GOAL}× and ≤ ${P99_GOAL_MS} ms` : `≤ ${RATIO_GOAL}×`,
    ok,
  };
}
