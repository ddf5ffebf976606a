import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import pg from "pg";
import { type Call, closedLoop, combine, describeCpu, type LoadResult, rawHttpCaller, type Worker } from "./load.js";
import { createScratchDatabase, type RunningServer, request } from "./server.js";

/**
 * The ingestion and catalog figures of issue 10: 50 kiosks, made through the back office's own API, send their sales
 * through `/device/v1` as fast as they are answered, beside a bare single-row INSERT loop on the same PostgreSQL
 * server; and a catalog poll with a matching ETag beside `/healthz`.
 */

export const KIOSKS = 50;
/** Measured time of each load in all, split into rounds that take turns with the loads they are compared to. */
const seconds = Number(process.env.BENCH_SECONDS ?? 12);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const ROUNDS = 3;

export interface Row {
  figure: string;
  value: string;
  budget: string;
  ok: boolean;
  /** Shown instead of ok/MISSED when the budget does not apply here. */
  result?: string;
}

export interface FleetKiosk {
  index: number;
  id: string;
  apiKey: string;
  /** The catalog's ETag as the kiosk last saw it. */
  etag: string;
  products: { id: string; priceCents: number }[];
}

const log = (line: string) =>
  console.log(
    `  ${line} (load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(", ")})`,
  );

/** The back office's calls as the demo company's admin (session cookie and its CSRF token). */
function backOffice(server: RunningServer, cookie: string) {
  const host = `demo.localhost:${server.port}`;
  const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? "");
  const headers = { host, cookie, accept: "application/json", "x-xsrf-token": xsrf };
  const answer = (method: string, path: string, response: { status: number; text: string }) => {
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${response.text}`);
    return JSON.parse(response.text).data;
  };
  return {
    async json(method: string, path: string, body?: unknown) {
      const json: Record<string, string> = body === undefined ? {} : { "content-type": "application/json" };
      const sent = body === undefined ? undefined : JSON.stringify(body);
      return answer(method, path, await request(server.port, method, path, { ...headers, ...json }, sent));
    },
    /** A multipart form of text fields, as the products form sends. */
    async form(path: string, fields: Record<string, string>) {
      const boundary = `bench${randomBytes(8).toString("hex")}`;
      const parts = Object.entries(fields).map(
        ([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      );
      const body = `${parts.join("")}--${boundary}--\r\n`;
      const type = { "content-type": `multipart/form-data; boundary=${boundary}` };
      return answer("POST", path, await request(server.port, "POST", path, { ...headers, ...type }, body));
    },
  };
}

const BENCH_PRODUCTS = [
  { name: "Original Tart", sku: "BENCH-ORIG", price_cents: "450" },
  { name: "Strawberry Swirl", sku: "BENCH-STRW", price_cents: "495" },
  { name: "Mango Sorbet", sku: "BENCH-MANG", price_cents: "495" },
  { name: "Chocolate Fudge", sku: "BENCH-CHOC", price_cents: "525" },
  { name: "Matcha Green Tea", sku: "BENCH-MTCH", price_cents: "550" },
  { name: "Vanilla Bean", sku: "BENCH-VANL", price_cents: "450" },
  { name: "Granola Crunch", sku: "BENCH-GRAN", price_cents: "95" },
  { name: "Fresh Berries", sku: "BENCH-BERR", price_cents: "150" },
];
const TIMEZONES = ["America/Los_Angeles", "America/New_York", "Europe/London", "Asia/Tokyo", "UTC"];
const TRAY_CAPACITY = 10_000;

async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const done: R[] = [];
  for (let i = 0; i < items.length; i += size) done.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return done;
}

/**
 * 50 kiosks of the demo company, created by its admin through `POST /api/kiosks` (owned by a client from
 * `GET /api/kiosks/owners`), each tray holding a product of the catalog, full; the company's catalog gets the bench's
 * products first when it has none. Each kiosk then reads its catalog (and ETag) through `/device/v1/catalog`.
 */
export async function createFleet(server: RunningServer, cookie: string, size = KIOSKS): Promise<FleetKiosk[]> {
  const api = backOffice(server, cookie);
  const listed = (await api.json("GET", "/api/products?per_page=100")) as { id: string }[];
  if (listed.length === 0) {
    for (const product of BENCH_PRODUCTS) await api.form("/api/products", { ...product, category: "Bench" });
  }
  const products = (await api.json("GET", "/api/products?per_page=100")) as { id: string; active: boolean }[];
  const offered = products.filter((product) => product.active).map((product) => product.id);
  const owners = (await api.json("GET", "/api/kiosks/owners")) as { id: string; email: string }[];
  const owner = owners.find((user) => user.email.startsWith("client@")) ?? owners[0];
  if (!owner || offered.length === 0) throw new Error("The demo company has no kiosk owner or no active product");

  const run = Date.now().toString(36);
  const indexes = Array.from({ length: size }, (_, index) => index);
  const created = await inBatches(indexes, 10, async (index) => {
    const kiosk = (await api.json("POST", "/api/kiosks", {
      owner_id: owner.id,
      name: `Bench kiosk ${index + 1}`,
      serial_number: `BENCH-${run}-${index + 1}`,
      address: `${index + 1} Bench Street`,
      timezone: TIMEZONES[index % TIMEZONES.length],
      tray_capacity: TRAY_CAPACITY,
    })) as { id: string; api_key: string; trays: { id: string; position: number }[] };
    for (const tray of kiosk.trays) {
      await api.json("PATCH", `/api/kiosks/${kiosk.id}/trays/${tray.id}`, {
        product_id: offered[(index + tray.position) % offered.length],
        level: TRAY_CAPACITY,
      });
    }
    return { index, id: kiosk.id, apiKey: kiosk.api_key };
  });

  return readCatalogs(server, created);
}

/** Each kiosk reads its catalog through `/device/v1/catalog`: its products and prices, and the ETag. */
export async function readCatalogs(
  server: RunningServer,
  fleet: readonly Omit<FleetKiosk, "etag" | "products">[],
): Promise<FleetKiosk[]> {
  return inBatches(fleet, 10, async (kiosk) => {
    const headers = { host: `demo.localhost:${server.port}`, authorization: `Bearer ${kiosk.apiKey}` };
    const response = await request(server.port, "GET", "/device/v1/catalog", headers);
    if (response.status !== 200) throw new Error(`GET /device/v1/catalog: ${response.status} ${response.text}`);
    const catalog = JSON.parse(response.text).data as { products: { id: string; price_cents: number }[] };
    return {
      index: kiosk.index,
      id: kiosk.id,
      apiKey: kiosk.apiKey,
      etag: String(response.headers.etag),
      products: catalog.products.map((product) => ({ id: product.id, priceCents: product.price_cents })),
    };
  });
}

/** The PostgreSQL backends of the server's scratch database (its pool's connections), for their CPU time. */
function serverBackends(server: RunningServer): (() => Promise<number[]>) | undefined {
  const url = server.databaseUrl;
  if (!url) return undefined;
  return async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number }>(
        "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
      );
      return rows.map((row) => row.pid);
    } finally {
      await client.end();
    }
  };
}

const PAYMENTS = ["card", "card", "mobile", "cash"] as const;

const tills = new Map<string, () => Record<string, unknown>>();

/**
 * A kiosk's till, one per kiosk whichever load uses it: valid sales with ids never used before, 1 to 3 lines of its
 * catalog at its prices.
 */
function tillOf(kiosk: FleetKiosk): () => Record<string, unknown> {
  const known = tills.get(kiosk.id);
  if (known) return known;
  const prefix = `bench-${Date.now().toString(36)}-${kiosk.index}-`;
  let sequence = 0;
  const till = () => {
    sequence += 1;
    const lines = 1 + (sequence % 3);
    const items = Array.from({ length: lines }, (_, line) => {
      const product = kiosk.products[(sequence + line * 3) % kiosk.products.length] as FleetKiosk["products"][number];
      return { product_id: product.id, quantity: 1 + ((sequence + line) % 2), unit_price_cents: product.priceCents };
    });
    const subtotal = items.reduce((sum, item) => sum + item.quantity * item.unit_price_cents, 0);
    return {
      id: `${prefix}${sequence}`,
      occurred_at: new Date().toISOString(),
      items,
      subtotal_cents: subtotal,
      discount_cents: 0,
      total_cents: subtotal,
      payment_method: PAYMENTS[sequence % PAYMENTS.length],
    };
  };
  tills.set(kiosk.id, till);
  return till;
}

/** A load that can run several times (its clients, connections and order ids go on between runs). */
export interface Load {
  run(span: { seconds: number; warmupSeconds: number }): Promise<LoadResult>;
  close(): Promise<void>;
}

/**
 * Runs the loads in turn, round after round, and combines each one's rounds: other people's work on this machine
 * comes and goes, and taking turns spreads it over all the loads that are compared instead of one of them.
 */
export async function inTurns(loads: readonly Load[]): Promise<LoadResult[]> {
  const rounds: LoadResult[][] = loads.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, load] of loads.entries()) {
      const span = { seconds: seconds / ROUNDS, warmupSeconds: round === 0 ? warmupSeconds : 1 };
      rounds[i]?.push(await load.run(span));
    }
  }
  return rounds.map(combine);
}

/** Each kiosk a client posting `perCall` sales at a time; a unit is an accepted sale, anything else fails the run. */
export function salesLoad(server: RunningServer, fleet: readonly FleetKiosk[], perCall: number): Load {
  const http = rawHttpCaller(server.port);
  const workers: Worker[] = fleet.map((kiosk) => {
    const till = tillOf(kiosk);
    const send = http.connection();
    const headers = {
      host: `demo.localhost:${server.port}`,
      authorization: `Bearer ${kiosk.apiKey}`,
      "content-type": "application/json",
    };
    return async () => {
      const sales = Array.from({ length: perCall }, till);
      const call: Call = { method: "POST", path: "/device/v1/sales", headers, body: JSON.stringify({ sales }) };
      const answer = await send(call);
      if (answer.status !== 200) throw new Error(`POST /device/v1/sales: ${answer.status} ${answer.body}`);
      const { results } = JSON.parse(answer.body).data as { results: { status: string }[] };
      let accepted = 0;
      for (const result of results) {
        // Every sale is new and valid: a duplicate or a rejection is a bug, not a figure.
        if (result.status !== "accepted") throw new Error(`a new sale was answered ${JSON.stringify(result)}`);
        accepted += 1;
      }
      if (accepted !== perCall) throw new Error(`${perCall} sales sent, ${accepted} answered`);
      return accepted;
    };
  });
  return {
    run: (span) => closedLoop(workers, { ...span, serverPid: server.pid, databasePids: serverBackends(server) }),
    close: async () => http.close(),
  };
}

/** Each kiosk a client repeating one call that must answer `status`; a unit is a request. */
export function requestLoad(server: RunningServer, calls: readonly Call[], status: number): Load {
  const http = rawHttpCaller(server.port);
  const workers: Worker[] = calls.map((call) => {
    const send = http.connection();
    return async () => {
      const answer = await send(call);
      if (answer.status !== status) throw new Error(`${call.path}: ${answer.status} ${answer.body}, not ${status}`);
      return 1;
    };
  });
  return {
    run: (span) => closedLoop(workers, { ...span, serverPid: server.pid, databasePids: serverBackends(server) }),
    close: async () => http.close(),
  };
}

/** A UUID v7 (time-ordered, as the app's ids), so the bare loop's primary key grows as the sales table's does. */
function uuidv7(): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(Date.now(), 0, 6);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The columns and keys of `sales` (db/schema/sales.ts), without row-level security, foreign keys or the function. */
const BARE_TABLE = `CREATE TABLE bare_sales (
  company_id uuid NOT NULL, id uuid NOT NULL, kiosk_id uuid NOT NULL, external_id text NOT NULL,
  occurred_at timestamptz NOT NULL, received_at timestamptz NOT NULL DEFAULT now(), local_date date NOT NULL,
  local_hour smallint NOT NULL, subtotal_cents integer NOT NULL, discount_cents integer NOT NULL,
  total_cents integer NOT NULL, item_count integer NOT NULL, payment_method text NOT NULL, promo_code text,
  status text NOT NULL, content_hash text NOT NULL,
  PRIMARY KEY (company_id, id), UNIQUE (company_id, kiosk_id, external_id),
  CHECK (subtotal_cents >= 0 AND discount_cents >= 0 AND total_cents = subtotal_cents - discount_cents))`;
const BARE_INSERT = `INSERT INTO bare_sales (company_id, id, kiosk_id, external_id, occurred_at, local_date, local_hour,
  subtotal_cents, discount_cents, total_cents, item_count, payment_method, promo_code, status, content_hash)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, NULL, 'paid', $13)
  ON CONFLICT DO NOTHING`;

/**
 * The bare loop: `clients` node-postgres connections, autocommit, each inserting one sale-shaped row at a time
 * (a prepared statement, so the figure is the database's and the network's, not parsing), into a scratch table of
 * a scratch database on the same server, dropped when closed. A unit is an inserted row.
 */
export async function bareInsertLoop(serverUrl: string, clients = KIOSKS): Promise<Load> {
  const database = await createScratchDatabase(serverUrl);
  const connections: pg.Client[] = [];
  const close = async () => {
    await Promise.all(connections.map((client) => client.end().catch(() => undefined)));
    await database.drop();
  };
  try {
    for (let i = 0; i < clients; i++) {
      const client = new pg.Client({ connectionString: database.url });
      connections.push(client);
      await client.connect();
    }
    await connections[0]?.query(BARE_TABLE);
    const pids = await Promise.all(
      connections.map(
        async (client) => (await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]?.pid ?? 0,
      ),
    );
    const companyId = uuidv7();
    const workers: Worker[] = connections.map((client, index) => {
      const kioskId = uuidv7();
      const hash = randomBytes(32).toString("base64url");
      let sequence = 0;
      return async () => {
        sequence += 1;
        const now = new Date();
        const total = 450 * (1 + (sequence % 3));
        const values = [
          companyId,
          uuidv7(),
          kioskId,
          `bare-${index}-${sequence}`,
          now.toISOString(),
          now.toISOString().slice(0, 10),
          now.getUTCHours(),
          total,
          0,
          total,
          1 + (sequence % 3),
          PAYMENTS[sequence % PAYMENTS.length],
          hash,
        ];
        const result = await client.query({ name: "bare-insert", text: BARE_INSERT, values });
        return result.rowCount ?? 0;
      };
    });
    return { run: (span) => closedLoop(workers, { ...span, databasePids: async () => pids }), close };
  } catch (error) {
    await close();
    throw error;
  }
}

export const fmt = (n: number) => n.toLocaleString("en-US");
export const latency = (result: LoadResult) => `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`;

/**
 * Ingestion rows: the bare loop (PostgreSQL only), batches of 10 and single sales through HTTP, taking turns. The
 * goals are PostgreSQL's: on the embedded database the figures are printed without them.
 */
export async function ingestionRows(server: RunningServer, fleet: readonly FleetKiosk[]): Promise<Row[]> {
  const serverUrl = process.env.DATABASE_URL;
  const loads: Load[] = [salesLoad(server, fleet, 10), salesLoad(server, fleet, 1)];
  if (serverUrl) loads.unshift(await bareInsertLoop(serverUrl));
  let results: LoadResult[];
  try {
    results = await inTurns(loads);
  } finally {
    for (const load of loads) await load.close();
  }
  const [batches, singles, bare] = (serverUrl ? [results[1], results[2], results[0]] : results) as [
    LoadResult,
    LoadResult,
    LoadResult | undefined,
  ];
  if (bare) {
    log(`bare INSERT loop: ${fmt(bare.unitsPerSecond)} rows/s, ${latency(bare)}; CPU ${describeCpu(bare.cpu)}`);
  }
  log(
    `batches of 10: ${fmt(batches.unitsPerSecond)} sales/s, ${fmt(batches.requestsPerSecond)} req/s, ` +
      `${latency(batches)}; CPU ${describeCpu(batches.cpu)}`,
  );
  log(`single sales: ${fmt(singles.unitsPerSecond)} sales/s, ${latency(singles)}; CPU ${describeCpu(singles.cpu)}`);

  const share = (result: LoadResult) =>
    bare ? ` (${Math.round((result.unitsPerSecond / bare.unitsPerSecond) * 100)}% of the loop)` : "";
  const notHere = bare ? undefined : "n/a on PGlite";
  const budgetPrefix = bare ? "" : "PostgreSQL budget: ";
  return [
    {
      figure: `Bare INSERT … ON CONFLICT DO NOTHING loop, ${KIOSKS} connections, rows/s${bare ? ` (${latency(bare)})` : ""}`,
      value: bare ? fmt(bare.unitsPerSecond) : "n/a (no server to loop against)",
      budget: "baseline",
      ok: true,
      result: notHere,
    },
    {
      figure: `POST /device/v1/sales, ${KIOSKS} kiosks, batches of 10, accepted sales/s (${fmt(batches.requestsPerSecond)} req/s, ${latency(batches)})`,
      value: `${fmt(batches.unitsPerSecond)}${share(batches)}`,
      budget: `${budgetPrefix}≥ bare loop and ≥ 10,000`,
      ok: !bare || (batches.unitsPerSecond >= bare.unitsPerSecond && batches.unitsPerSecond >= 10_000),
      result: notHere,
    },
    {
      figure: `POST /device/v1/sales, ${KIOSKS} kiosks, single sales, accepted sales/s (${latency(singles)})`,
      value: `${fmt(singles.unitsPerSecond)}${share(singles)}`,
      budget: `${budgetPrefix}≥ 50% of bare loop`,
      ok: !bare || singles.unitsPerSecond >= 0.5 * bare.unitsPerSecond,
      result: notHere,
    },
  ];
}

/**
 * `/healthz` and the catalog with a matching ETag, from the same number of connections, taking turns. The kiosks
 * read their catalog again first: the sales of the ingestion bench lowered their trays, a new ETag.
 */
export async function catalogRows(server: RunningServer, stale: readonly FleetKiosk[]): Promise<Row[]> {
  const fleet = await readCatalogs(server, stale);
  const host = `demo.localhost:${server.port}`;
  const loads = [
    requestLoad(
      server,
      fleet.map(() => ({ method: "GET", path: "/healthz", headers: { host } })),
      200,
    ),
    requestLoad(
      server,
      fleet.map((kiosk) => ({
        method: "GET",
        path: "/device/v1/catalog",
        headers: { host, authorization: `Bearer ${kiosk.apiKey}`, "if-none-match": kiosk.etag },
      })),
      304,
    ),
  ];
  let results: LoadResult[];
  try {
    results = await inTurns(loads);
  } finally {
    for (const load of loads) await load.close();
  }
  const [health, catalog] = results as [LoadResult, LoadResult];
  log(`GET /healthz: ${fmt(health.requestsPerSecond)} req/s, ${latency(health)}; CPU ${describeCpu(health.cpu)}`);
  log(
    `GET /device/v1/catalog 304: ${fmt(catalog.requestsPerSecond)} req/s, ${latency(catalog)}; ` +
      `CPU ${describeCpu(catalog.cpu)}`,
  );
  const ratio = catalog.requestsPerSecond / health.requestsPerSecond;
  return [
    {
      figure: `GET /healthz (SELECT 1), ${fleet.length} connections, req/s (${latency(health)})`,
      value: fmt(health.requestsPerSecond),
      budget: "baseline",
      ok: true,
    },
    {
      figure: `GET /device/v1/catalog, matching If-None-Match → 304, ${fleet.length} keys, req/s (${latency(catalog)})`,
      value: `${fmt(catalog.requestsPerSecond)} (${Math.round(ratio * 100)}%)`,
      budget: "≥ 60% of /healthz",
      ok: ratio >= 0.6,
    },
  ];
}
