import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import { loadavg } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import autocannon from "autocannon";
import pg from "pg";
import { CLIENT_EMAIL, comparedCalls, comparisonRow, giveHalfTheKiosksToTheClient } from "./client-scope.js";
import type { Row } from "./ingestion.js";
import { restockRows, stockTheBenchFleet } from "./restock-calls.js";
import { type OwnerSql, type SeedPlan, seedSales } from "./sales-seed.js";
import { type NodeProcess, repoRoot, request, signIn, spawnNode } from "./server.js";

/**
 * The order history, analytics and dashboard figures of issue 11, on a bench database seeded once and kept (a
 * PostgreSQL database `froyo_bench_sales_<sales>` on DATABASE_URL's server, or `data/bench-sales-<sales>/` for the
 * embedded one): PostgreSQL gets 50 companies, 1,000 kiosks and 10 million sales over a year (1 million, 100
 * kiosks, in the largest), PGlite the largest company alone. Each call's latency is measured one request at a time
 * (p50 and p99 over BENCH_SECONDS), beside `/healthz` (`SELECT 1`) in the same run; the dashboard's throughput with
 * 50 connections against `/healthz`'s; the CSV export of the largest company's whole history in rows per second
 * and the server's resident memory while it streams; and a Client - Pro owning half the largest company's kiosks
 * making the admin's calls, each beside the admin's figure (client-scope.ts); the restock due list and pick lists
 * (restock-calls.ts). `--fresh` seeds again;
 * BENCH_SALES_SCALE=0.01 tries it small.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 12);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const SCALE = Number(process.env.BENCH_SALES_SCALE ?? 1);
const serverUrl = process.env.DATABASE_URL;
const engine = serverUrl ? "PostgreSQL" : "PGlite";
/** BENCH_SALES_LARGEST_ONLY=1: the largest company alone on PostgreSQL too (its own figures in minutes, not an hour). */
const withOthers = serverUrl !== undefined && process.env.BENCH_SALES_LARGEST_ONLY !== "1";
const plan: SeedPlan = {
  otherCompanies: withOthers ? 49 : 0,
  largestKiosks: 100,
  otherKiosks: withOthers ? 900 : 0,
  largestSales: Math.round(1_000_000 * SCALE),
  otherSales: withOthers ? Math.round(9_000_000 * SCALE) : 0,
  days: 365,
};
const totalSales = plan.largestSales + plan.otherSales;
const log = (line: string) => console.log(`[sales bench] ${line}`);

/** Runs `npm run db:rollups` on the bench database: the rollups rebuilt from the raw sales and checked. */
function rebuildRollups(env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "db:rollups", "--silent"], {
      cwd: repoRoot,
      env: { ...process.env, LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => {
      const summary = output.trim().split("\n").at(-1) ?? "";
      if (code === 0) resolve(log(summary));
      else reject(new Error(`npm run db:rollups exited with ${code}: ${output}`));
    });
  });
}

/** Migrates and seeds the demo accounts through the app itself (no history), then stops it. */
async function prepareWithApp(env: Record<string, string>) {
  const node = await spawnNode({ SEED_DEMO: "1", DEMO_HISTORY_DAYS: "0", ...env });
  await node.stop();
}

type Owner = OwnerSql & { close(): Promise<unknown> };

/**
 * Writes the plan's sales, rebuilds the rollups with the app's command, then brings the statistics and visibility
 * map up to date, as autovacuum would have in a live database. The owner's connection is closed while the command
 * runs: PGlite allows one process on a folder.
 */
async function seedWith(openOwner: () => Promise<Owner>, env: Record<string, string>) {
  const started = performance.now();
  log(`seeding ${totalSales.toLocaleString("en")} sales on ${engine} (once; later runs reuse it)`);
  const owner = await openOwner();
  try {
    await seedSales(owner, plan, log);
    // Before anything reads them: the rollup rebuild planned on empty tables' statistics ran for over 25 minutes.
    await owner.exec("ANALYZE");
  } finally {
    await owner.close();
  }
  log(`sales written in ${((performance.now() - started) / 1000).toFixed(0)} s; rebuilding the rollups`);
  await rebuildRollups(env);
  const again = await openOwner();
  try {
    await again.exec("VACUUM ANALYZE");
  } finally {
    await again.close();
  }
}

/** The bench database on DATABASE_URL's server, seeded unless it already was: the env that points the app at it. */
async function postgresDatabase(url: string, fresh: boolean): Promise<Record<string, string>> {
  const name = `froyo_bench_sales_${totalSales}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    if (fresh) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const { rows } = await admin.query<{ comment: string | null }>(
      "SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1",
      [name],
    );
    const databaseUrl = Object.assign(new URL(url), { pathname: `/${name}` }).toString();
    const env = { DATABASE_URL: databaseUrl };
    if (rows[0]?.comment?.startsWith("seeded")) {
      log(`reusing ${name} (${rows[0].comment}; --fresh seeds it again)`);
      return env;
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    await prepareWithApp(env);
    await seedWith(async () => {
      const owner = new pg.Client({ connectionString: databaseUrl });
      await owner.connect();
      return { query: (text) => owner.query(text), exec: (text) => owner.query(text), close: () => owner.end() };
    }, env);
    await admin.query(`COMMENT ON DATABASE ${name} IS 'seeded ${new Date().toISOString()}'`);
    return env;
  } finally {
    await admin.end();
  }
}

/** The embedded bench database under data/, seeded unless it already was. */
async function pgliteDatabase(fresh: boolean): Promise<Record<string, string>> {
  const dataDir = path.join(repoRoot, "data", `bench-sales-${totalSales}`);
  const marker = path.join(dataDir, "seeded");
  const env = { DATA_DIR: dataDir };
  if (!fresh && existsSync(marker)) {
    log(`reusing ${dataDir} (--fresh seeds it again)`);
    return env;
  }
  mkdirSync(dataDir, { recursive: true });
  await prepareWithApp(env);
  await seedWith(async () => {
    const owner = new PGlite(path.join(dataDir, "pglite"));
    return { query: (text) => owner.query(text), exec: (text) => owner.exec(text), close: () => owner.close() };
  }, env);
  writeFileSync(marker, new Date().toISOString());
  return env;
}

/** One client at a time for SECONDS after a warm-up: the latency of the call alone, not of a queue. */
async function latency(url: string, headers: Record<string, string>) {
  const options = { url, headers, connections: 1 };
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  const result = await autocannon({ ...options, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total };
}

async function throughput(url: string, headers: Record<string, string>) {
  const options = { url, headers, connections: 50 };
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  const result = await autocannon({ ...options, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return Math.round(result.requests.average);
}

const residentKb = (pid: number) => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
};

/** Streams the export to nowhere, counting lines, while sampling the server's resident memory every 100 ms. */
async function measureExport(node: NodeProcess, headers: Record<string, string>) {
  const before = residentKb(node.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentKb(node.pid))), 100);
  const started = performance.now();
  const { rows, header } = await new Promise<{ rows: number; header: string }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: node.port, path: "/api/sales/export", headers }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`export answered ${response.statusCode}`));
      let lines = 0;
      response.on("data", (chunk: Buffer) => {
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
      });
      response.on("end", () => resolve({ rows: lines - 1, header: String(response.headers["x-total-count"]) }));
      response.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  if (String(rows) !== header) throw new Error(`the export said ${header} rows and sent ${rows}`);
  return { rows, seconds, beforeMb: before / 1024, peakMb: peak / 1024 };
}

/** The real server on the bench database, signed in as the largest company's admin, until `work` is done. */
async function withServer(extraEnv: Record<string, string>, work: (server: SignedIn) => Promise<void>) {
  const node = await spawnNode({ ...env, SEED_DEMO: "0", ...extraEnv });
  try {
    const host = `demo.localhost:${node.port}`;
    const cookie = await signIn(node.port, host, "admin@demo.example.com");
    await work({ node, host, cookie, headers: { host, cookie, accept: "application/json" } });
  } finally {
    await node.stop();
  }
}

interface SignedIn {
  node: NodeProcess;
  host: string;
  cookie: string;
  headers: Record<string, string>;
}

/** The calls of the budget, each with its p99 goal on PostgreSQL (0: the baseline). */
async function budgetedCalls({ node, headers }: SignedIn): Promise<[string, string, number][]> {
  // The last page of the newest-first list is the one after the 26th oldest sale: the oldest-first list's cursor
  // past that sale, turned to the other order (decision 018: [direction, sort, order, value, id] as base64url JSON).
  const oldest = JSON.parse((await request(node.port, "GET", "/api/sales?per_page=26&order=asc", headers)).text);
  const [direction, sort, , value, id] = JSON.parse(Buffer.from(oldest.meta.next_cursor, "base64url").toString());
  const lastCursor = Buffer.from(JSON.stringify([direction, sort, "desc", value, id])).toString("base64url");
  const kioskId = (oldest.data[0] as { kiosk: { id: string } }).kiosk.id;
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const today = new Date();
  const daysAgo = (days: number) => day(new Date(today.getTime() - days * 86_400_000));
  const lastMonth = day(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1)));
  const lastMonthEnd = day(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0)));
  return [
    ["GET /healthz (SELECT 1)", "/healthz", 0],
    ["GET /api/sales, first page", "/api/sales", 50],
    ["GET /api/sales, last page (cursor)", `/api/sales?cursor=${lastCursor}`, 50],
    [
      "GET /api/sales, one kiosk, last month",
      `/api/sales?kiosk_id=${kioskId}&from=${lastMonth}&to=${lastMonthEnd}`,
      50,
    ],
    ["GET /api/sales/data, a year by day", `/api/sales/data?from=${daysAgo(364)}&to=${day(today)}&granularity=day`, 50],
    [
      "GET /api/sales/data, 30 days by hour",
      `/api/sales/data?from=${daysAgo(29)}&to=${day(today)}&granularity=hour`,
      50,
    ],
    ["GET /api/dashboard, computed each time", "/api/dashboard", 50],
  ];
}

/** The bench database's owner connection, for a moment: PGlite allows one process on a folder. */
async function withOwner(work: (owner: OwnerSql) => Promise<void>): Promise<void> {
  if (env.DATABASE_URL) {
    const owner = new pg.Client({ connectionString: env.DATABASE_URL });
    await owner.connect();
    try {
      await work({ query: (text) => owner.query(text), exec: (text) => owner.query(text) });
    } finally {
      await owner.end();
    }
    return;
  }
  const owner = new PGlite(path.join(env.DATA_DIR as string, "pglite"));
  try {
    await work({ query: (text) => owner.query(text), exec: (text) => owner.exec(text) });
  } finally {
    await owner.close();
  }
}

const fresh = process.argv.includes("--fresh");
const env: Record<string, string> = serverUrl ? await postgresDatabase(serverUrl, fresh) : await pgliteDatabase(fresh);
await withOwner(giveHalfTheKiosksToTheClient);
await withOwner(stockTheBenchFleet);
const rows: Row[] = [];
const loadAtStart = loadavg();

// Every call's own cost, the dashboard's included: its shared answers off.
await withServer({ DASHBOARD_CACHE_SECONDS: "0" }, async (server) => {
  const base = `http://127.0.0.1:${server.node.port}`;
  for (const [figure, pathname, budget] of await budgetedCalls(server)) {
    const measured = await latency(`${base}${pathname}`, server.headers);
    log(`${figure}: p50 ${measured.p50} ms, p99 ${measured.p99} ms (${measured.requests} requests)`);
    rows.push({
      figure: `${figure}, p99 one at a time (p50 ${measured.p50} ms, ${measured.requests} requests)`,
      value: `${measured.p99} ms`,
      budget: budget ? (serverUrl ? `≤ ${budget} ms` : "< 1000 ms") : "baseline",
      ok: budget === 0 || measured.p99 <= (serverUrl ? budget : 1000),
    });
  }

  // The same calls by the Client - Pro and the Company Admin, each pair measured back to back.
  const clientCookie = await signIn(server.node.port, server.host, CLIENT_EMAIL);
  const clientHeaders = { ...server.headers, cookie: clientCookie };
  for (const [figure, pathname] of comparedCalls(new Date())) {
    const company = await latency(`${base}${pathname}`, server.headers);
    const client = await latency(`${base}${pathname}`, clientHeaders);
    log(`${figure}: client p99 ${client.p99} ms, company p99 ${company.p99} ms`);
    rows.push(comparisonRow(figure, company, client, serverUrl !== undefined));
  }

  // Restocking (issue 24): the due list for both, and pick lists.
  const restock = { port: server.node.port, host: server.host, headers: server.headers, clientHeaders };
  rows.push(...(await restockRows({ ...restock, onPostgres: serverUrl !== undefined, latency }, SECONDS)));
});

// As configured by default: the dashboard under load, and the export.
await withServer({}, async ({ node, host, cookie, headers }) => {
  const base = `http://127.0.0.1:${node.port}`;
  const selectOne = await throughput(`${base}/healthz`, { host });
  const dashboard = await throughput(`${base}/api/dashboard`, headers);
  rows.push({
    figure: "GET /healthz (SELECT 1), 50 connections, req/s",
    value: String(selectOne),
    budget: "baseline",
    ok: true,
  });
  rows.push({
    figure: "GET /api/dashboard, 50 connections, req/s (answers shared 5 s)",
    value: `${dashboard} (${Math.round((dashboard / selectOne) * 100)}%)`,
    budget: serverUrl ? "≥ 30% of baseline" : "reported",
    ok: !serverUrl || dashboard >= 0.3 * selectOne,
  });
  // 50 connections of one client starved the server when a client's dashboard read their raw sales (issue 26).
  const clientCookie = await signIn(node.port, host, CLIENT_EMAIL);
  const clientDashboard = await throughput(`${base}/api/dashboard`, { ...headers, cookie: clientCookie });
  rows.push({
    figure: "GET /api/dashboard as the Client - Pro, 50 connections, req/s (answers shared 5 s)",
    value: `${clientDashboard} (${Math.round((clientDashboard / selectOne) * 100)}%)`,
    budget: serverUrl ? "≥ 30% of baseline" : "reported",
    ok: !serverUrl || clientDashboard >= 0.3 * selectOne,
  });

  const exported = await measureExport(node, { host, cookie });
  const rate = Math.round(exported.rows / exported.seconds);
  log(`export: ${exported.rows} rows in ${exported.seconds.toFixed(1)} s`);
  rows.push({
    figure: `CSV export, ${exported.rows.toLocaleString("en")} rows, rows/s (${exported.seconds.toFixed(1)} s)`,
    value: rate.toLocaleString("en"),
    budget: serverUrl ? "≥ 100,000" : "reported",
    ok: !serverUrl || rate >= 100_000,
  });
  rows.push({
    figure: "Server resident memory during the export, MB (before → peak)",
    value: `${exported.beforeMb.toFixed(0)} → ${exported.peakMb.toFixed(0)}`,
    budget: "flat",
    ok: exported.peakMb - exported.beforeMb < 100,
  });
});

const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(", ");
console.log(
  `\nOrder history, analytics and dashboard (${engine}, ${totalSales.toLocaleString("en")} sales, ` +
    `${new Date().toISOString()}; load average ${load(loadAtStart)} at the start, ${load(loadavg())} at the end)\n`,
);
console.table(
  rows.map((row) => ({ figure: row.figure, value: row.value, budget: row.budget, result: row.ok ? "ok" : "MISSED" })),
);
process.exitCode = rows.every((row) => row.ok) ? 0 : 1;
