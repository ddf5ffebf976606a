import { loadavg } from "node:os";
import { firstLoadJsRows } from "./first-load-js.js";
import { catalogRows, createFleet, ingestionRows, type Row } from "./ingestion.js";
import { interactionRows } from "./interactions.js";
import { keyGuessingRows } from "./key-guessing.js";
import { lighthouseRows } from "./lighthouse-pages.js";
import { restockModelRows } from "./restock-model.js";
import { signIn, startServer } from "./server.js";
import { requestsPerSecond } from "./throughput.js";

/**
 * The performance budget of the foundation issue, issue 10 (ingestion, catalog), issue 22 (the phone: Lighthouse,
 * interactions, JavaScript), issue 24 (the restock forecast's quality and the stock-outs it avoids, simulated) and
 * issue 26 (key guessing). Prints one table; exits 1 when a figure misses its goal.
 * Runs on the embedded database, or on DATABASE_URL's server when it is set.
 */
/** Issue 22 asks for the median of 5; BENCH_PHONE_RUNS=1 gives a quick look while working on a page. */
const PHONE_RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 5);
const ADMIN = "admin@demo.example.com";
// e.g. `npm run bench -- throughput` runs one part: js, lighthouse (its pages and the interactions), interactions,
// throughput, ingestion, catalog, guessing, restock (no server: a simulation; its calls are in `npm run bench:sales`)
const only = process.argv.slice(2);
const runs = (part: string) => only.length === 0 || only.includes(part);
const rows: Row[] = [];
const loadAtStart = loadavg();
if (runs("restock")) rows.push(...restockModelRows());
// The kiosks of the ingestion bench send far more than a kiosk would: the per-key limit must never answer 429.
const server = await startServer({ DEVICE_RATE_LIMIT_PER_MINUTE: "1000000000" });
try {
  const origin = server.origin("demo");
  if (runs("js")) rows.push(...(await firstLoadJsRows(origin, ADMIN)));
  const cookie = await signIn(server.port, `demo.localhost:${server.port}`, ADMIN);
  // The interactions (minutes) before Lighthouse's 40 passes (most of an hour here): a stopped bench still has them.
  if (runs("lighthouse") || runs("interactions")) rows.push(...(await interactionRows(origin, cookie, PHONE_RUNS)));
  if (runs("lighthouse")) rows.push(...(await lighthouseRows(origin, cookie, PHONE_RUNS)));

  const host = `demo.localhost:${server.port}`;
  const base = `http://127.0.0.1:${server.port}`;
  if (runs("throughput")) {
    const selectOne = await requestsPerSecond(`${base}/healthz`, { host });
    const me = await requestsPerSecond(`${base}/auth/me`, { host, cookie, accept: "application/json" });
    rows.push({ figure: "GET /healthz (SELECT 1), req/s", value: String(selectOne), budget: "baseline", ok: true });
    rows.push({
      figure: "GET /auth/me signed in, req/s",
      value: `${me} (${Math.round((me / selectOne) * 100)}%)`,
      budget: "≥ 40% of baseline",
      ok: me >= 0.4 * selectOne,
    });
  }

  if (runs("ingestion") || runs("catalog") || runs("guessing")) {
    const fleet = await createFleet(server, cookie);
    if (runs("ingestion")) rows.push(...(await ingestionRows(server, fleet)));
    if (runs("catalog")) rows.push(...(await catalogRows(server, fleet)));
    // Last: it leaves the bench's address over its limit of failed key checks for a minute.
    if (runs("guessing")) rows.push(...(await keyGuessingRows(server, fleet)));
  }
} finally {
  await server.stop();
}

const database = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(", ");
console.log(
  `\nPerformance budget (${database}, ${new Date().toISOString()}; load average ${load(loadAtStart)} at the ` +
    `start, ${load(loadavg())} at the end)\n`,
);
console.table(
  rows.map((row) => ({
    figure: row.figure,
    value: row.value,
    goal: row.budget,
    result: row.result ?? (row.ok ? "ok" : "MISSED"),
  })),
);
process.exitCode = rows.every((row) => row.ok) ? 0 : 1;
