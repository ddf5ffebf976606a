import autocannon from "autocannon";
import type { Row } from "./ingestion.js";
import type { OwnerSql } from "./sales-seed.js";
import { request } from "./server.js";

/**
 * The restock calls of `bench:sales` (issue 24): the due list of the largest company (100 kiosks, 1,000,000 sales)
 * for the company's admin and for the Client - Pro who owns half of it, and a pick list for 50 kiosks, each one at a
 * time beside `/healthz` in the same run. Goals on PostgreSQL: due list p99 ≤ 50 ms, pick list ≤ 100 ms; on the
 * embedded database the same calls are reported.
 */

const DUE_P99_MS = 50;
const PICK_LIST_MS = 100;
const TRAYS = 6;

/**
 * Six trays on every kiosk of the largest company that has none (products in SKU order, capacity 50, levels spread
 * so some trays run low soon), and every kiosk marked as heard from until tomorrow: the forecast guesses nothing for
 * an offline kiosk, so a fleet of offline kiosks would measure the cheap path. The kiosks the seed left without an
 * owner go to the plain client: an ownerless kiosk is unlisted, and the admin's due list must hold all 100. Idempotent.
 */
export async function stockTheBenchFleet(owner: OwnerSql): Promise<void> {
  await owner.exec(`
    WITH company AS (SELECT company_id AS id FROM users WHERE email = 'admin@demo.example.com'),
    catalog AS (
      SELECT id, row_number() OVER (ORDER BY sku) AS n FROM products
      WHERE company_id = (SELECT id FROM company) AND archived_at IS NULL
    )
    INSERT INTO trays (company_id, kiosk_id, id, position, product_id, capacity, level, low_threshold, par_level)
    SELECT k.company_id, k.id, gen_random_uuid(), t, c.id, 50, 5 + (abs(hashtext(k.id::text || t)) % 46), 10, 50
    FROM kiosks k
    CROSS JOIN generate_series(1, ${TRAYS}) t
    JOIN catalog c ON c.n = 1 + (t - 1) % (SELECT count(*) FROM catalog)
    WHERE k.company_id = (SELECT id FROM company) AND k.deleted_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM trays x WHERE x.company_id = k.company_id AND x.kiosk_id = k.id);
    UPDATE kiosks SET last_heartbeat_at = now() + interval '1 day', reported_status = 'ok',
      owner_id = coalesce(owner_id, (SELECT id FROM users WHERE email = 'client@demo.example.com'))
    WHERE company_id = (SELECT company_id FROM users WHERE email = 'admin@demo.example.com') AND deleted_at IS NULL;
    ANALYZE trays;`);
}

interface Measured {
  p50: number;
  p99: number;
  requests: number;
}

export interface RestockBenchServer {
  port: number;
  host: string;
  headers: Record<string, string>;
  clientHeaders: Record<string, string>;
  onPostgres: boolean;
  latency(url: string, headers: Record<string, string>): Promise<Measured>;
}

/** The XSRF token of a signed-in cookie jar, asked for when the jar has none: a POST must send it back. */
async function xsrfOf(server: RestockBenchServer): Promise<{ cookie: string; token: string }> {
  let cookie = server.headers.cookie ?? "";
  let token = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1];
  if (!token) {
    const answer = await request(server.port, "GET", "/sanctum/csrf-cookie", server.headers);
    token = /XSRF-TOKEN=([^;]+)/.exec(answer.cookies.join(";"))?.[1] ?? "";
    cookie = `${cookie}; XSRF-TOKEN=${token}`;
  }
  return { cookie, token: decodeURIComponent(token) };
}

/** A pick list for the first 50 kiosks, planned for tomorrow, made one at a time for a few seconds. */
async function pickListLatency(server: RestockBenchServer, seconds: number): Promise<Measured> {
  const kiosks = await request(server.port, "GET", "/api/kiosks?per_page=50", server.headers);
  const ids = (JSON.parse(kiosks.text).data as { id: string }[]).map((kiosk) => kiosk.id);
  if (ids.length < 50) throw new Error(`the largest company has ${ids.length} kiosks, not 50`);
  const { cookie, token } = await xsrfOf(server);
  const body = JSON.stringify({ kiosk_ids: ids, visit_at: new Date(Date.now() + 86_400_000).toISOString() });
  const headers = { ...server.headers, cookie, "x-xsrf-token": token, "content-type": "application/json" };
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}/api/restock/pick-lists`,
    method: "POST",
    headers,
    body,
    connections: 1,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`pick lists: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total };
}

export async function restockRows(server: RestockBenchServer, seconds: number): Promise<Row[]> {
  const base = `http://127.0.0.1:${server.port}`;
  const rows: Row[] = [];
  const due = "/api/restock/due?within_hours=168";
  for (const [who, headers] of [
    ["Company Admin", server.headers],
    ["Client - Pro (half the kiosks)", server.clientHeaders],
  ] as const) {
    const measured = await server.latency(`${base}${due}`, headers);
    rows.push({
      figure: `GET ${due} as the ${who}, p99 one at a time (p50 ${measured.p50} ms, ${measured.requests} requests)`,
      value: `${measured.p99} ms`,
      budget: server.onPostgres ? `≤ ${DUE_P99_MS} ms` : "reported",
      ok: !server.onPostgres || measured.p99 <= DUE_P99_MS,
    });
  }
  const pickList = await pickListLatency(server, seconds);
  rows.push({
    figure: `POST /api/restock/pick-lists, 50 kiosks, p99 one at a time (p50 ${pickList.p50} ms, ${pickList.requests} lists)`,
    value: `${pickList.p99} ms`,
    budget: server.onPostgres ? `≤ ${PICK_LIST_MS} ms` : "reported",
    ok: !server.onPostgres || pickList.p99 <= PICK_LIST_MS,
  });
  return rows;
}
