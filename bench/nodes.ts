import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { startBalancer } from "./balancer.js";
import { createFleet, fmt, inTurns, KIOSKS, latency, requestLoad, salesLoad } from "./ingestion.js";
import type { LoadResult } from "./load.js";
import { checkAcrossNodes, type NodeCheck } from "./node-checks.js";
import { createScratchDatabase, type NodeProcess, type RunningServer, signIn, spawnNode } from "./server.js";

/**
 * Issue 13's scale-out scenario: 1, 2 and 4 app processes on one PostgreSQL database behind HAProxy. For each
 * count it checks that sessions, CSRF, sign-in throttles, uploads and idempotent sales behave as on one node, then
 * measures a signed-in read and kiosk sale batches through the balancer. Prints two tables; exits 1 when a check
 * fails. `npm run bench:nodes` (needs DATABASE_URL and `apt-get install haproxy`).
 */
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error("The nodes bench shares one PostgreSQL server between app processes: set DATABASE_URL.");
  process.exit(1);
}
const NODE_COUNTS = [1, 2, 4];
const ADMIN = "admin@demo.example.com";

const database = await createScratchDatabase(serverUrl);
// Every node reads and writes one uploads folder: the shared directory a deployment would mount on each node.
const dataDir = mkdtempSync(path.join(tmpdir(), "froyo-nodes-"));
const nodeEnv = {
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  TRUST_PROXY: "1",
  DEMO_HISTORY_DAYS: "0",
  // Fifty kiosks send far more than a kiosk would: the per-key limit must never answer 429 here.
  DEVICE_RATE_LIMIT_PER_MINUTE: "1000000000",
};
const nodes: NodeProcess[] = [];
const checks: (NodeCheck & { nodes: number })[] = [];
const figures: { nodes: number; read: LoadResult; sales: LoadResult }[] = [];

/** The balancer as the ingestion helpers see a server: its port, and the scratch database for their CPU figures. */
const behind = (port: number): RunningServer => ({
  port,
  pid: 0,
  databaseUrl: database.url,
  origin: (subdomain?: string) => `http://${subdomain ? `${subdomain}.` : ""}localhost:${port}`,
  stop: async () => undefined,
});

try {
  // Four nodes start at once on an empty database (one seeds the demo): migrations and the platform's bootstrap
  // must not trip over each other.
  const started = performance.now();
  nodes.push(
    ...(await Promise.all(
      Array.from({ length: Math.max(...NODE_COUNTS) }, (_, i) =>
        spawnNode({ ...nodeEnv, SEED_DEMO: i === 0 ? "1" : "0" }),
      ),
    )),
  );
  console.log(
    `  ${nodes.length} nodes started at once on an empty database in ${Math.round(performance.now() - started)} ms`,
  );

  const setup = await startBalancer(nodes.map((node) => node.port));
  const fleet = await createFleet(behind(setup.port), await signIn(setup.port, host(setup.port), ADMIN));
  await setup.stop();

  for (const count of NODE_COUNTS) {
    const balancer = await startBalancer(nodes.slice(0, count).map((node) => node.port));
    try {
      const front = behind(balancer.port);
      const cookie = await signIn(balancer.port, host(balancer.port), ADMIN);
      const kiosk = fleet[count] ?? fleet[0];
      if (!kiosk) throw new Error("no bench kiosk");
      for (const result of await checkAcrossNodes(balancer.port, count, { host: host(balancer.port), cookie }, kiosk)) {
        checks.push({ nodes: count, ...result });
      }
      const read = {
        method: "GET" as const,
        path: "/api/products?per_page=10",
        headers: { host: host(balancer.port), cookie, accept: "application/json" },
      };
      const loads = [
        requestLoad(
          front,
          fleet.map(() => read),
          200,
        ),
        salesLoad(front, fleet, 10),
      ];
      try {
        const [readResult, salesResult] = (await inTurns(loads)) as [LoadResult, LoadResult];
        figures.push({ nodes: count, read: readResult, sales: salesResult });
        console.log(`  ${count} node${count === 1 ? "" : "s"} measured (load average ${loadavg()[0]?.toFixed(2)})`);
      } finally {
        for (const load of loads) await load.close();
      }
    } finally {
      await balancer.stop();
    }
  }
} finally {
  await Promise.all(nodes.map((node) => node.stop()));
  await database.drop();
}

function host(port: number) {
  return `demo.localhost:${port}`;
}

console.log(`\nBehind HAProxy, as on one node (${new Date().toISOString()})\n`);
console.table(
  checks.map((row) => ({ nodes: row.nodes, check: row.check, result: row.ok ? "ok" : "FAILED", detail: row.detail })),
);

const base = figures[0];
const relative = (value: number, first: number | undefined) =>
  first ? ` (${Math.round((value / first) * 100)}%)` : "";
console.log(
  `\nThroughput through the balancer, ${KIOSKS} connections each (PostgreSQL, ${figures[0]?.read.cpu.cores} CPUs)\n`,
);
console.table(
  figures.map(({ nodes: count, read, sales }) => ({
    nodes: count,
    "GET /api/products signed in, req/s": `${fmt(read.requestsPerSecond)}${relative(read.requestsPerSecond, base?.read.requestsPerSecond)}`,
    "read latency": latency(read),
    "sales/s in batches of 10": `${fmt(sales.unitsPerSecond)}${relative(sales.unitsPerSecond, base?.sales.unitsPerSecond)}`,
    "sale latency": latency(sales),
    "machine CPU (read / sales)": `${read.cpu.machine} / ${sales.cpu.machine}`,
    "PostgreSQL backends CPU (read / sales)": `${read.cpu.database} / ${sales.cpu.database}`,
  })),
);
process.exitCode = checks.every((row) => row.ok) ? 0 : 1;
