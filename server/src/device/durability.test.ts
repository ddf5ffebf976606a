import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { DATABASE_KINDS, scratchPostgres } from "../../test/databases.js";
import { httpRequest, httpSession, type ServerProcess, startServerProcess } from "../../test/server-process.js";

interface Kiosk {
  key: string;
  productId: string;
  sales: { id: string; body: Record<string, unknown> }[];
}

const KIOSKS = 4;
const BATCH = 5;

function sale(kiosk: Kiosk, n: number) {
  const id = `${kiosk.key.slice(-6)}-${n}`;
  return {
    id,
    body: {
      id,
      occurred_at: new Date(Date.now() - n * 1000).toISOString(),
      items: [{ product_id: kiosk.productId, quantity: 1, unit_price_cents: 450 }],
      subtotal_cents: 450,
      discount_cents: 0,
      total_cents: 450,
      payment_method: "card",
    },
  };
}

async function sendSales(server: ServerProcess, kiosk: Kiosk, sales: Kiosk["sales"]) {
  const response = await httpRequest(
    server.port,
    "POST",
    "/device/v1/sales",
    { host: "localhost", "content-type": "application/json", authorization: `Bearer ${kiosk.key}` },
    JSON.stringify({ sales: sales.map((s) => s.body) }),
  );
  if (response.status !== 200) throw new Error(`POST /device/v1/sales ${response.status}: ${response.text}`);
  return JSON.parse(response.text).data.results as { id: string; status: string }[];
}

/**
 * device-api.md: "A sale answered accepted or duplicate is committed before the answer is sent; a crash of the
 * server or the database a moment later loses none of them." The real server, several kiosks streaming sales, a
 * SIGKILL mid-stream, a restart on the same data: every acknowledged sale is there, exactly once, and its hour's
 * totals agree with the sales.
 */
describe("durability: kill -9 mid-stream loses no acknowledged sale", () => {
  for (const kind of DATABASE_KINDS) {
    it(`on ${kind === "postgres" ? "PostgreSQL" : "the embedded database (PGlite files)"}`, async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "froyo-durability-"));
      const database = kind === "postgres" ? await scratchPostgres(process.env.DATABASE_URL as string) : undefined;
      const env = { dataDir, DATABASE_URL: database?.url };
      let server = await startServerProcess(env);
      try {
        const kiosks = await addKiosks(server);
        const { acknowledged, sent } = await streamUntilKilled(server, kiosks);
        expect(acknowledged.size).toBeGreaterThanOrEqual(200);
        expect(sent).toBeGreaterThan(acknowledged.size);

        server = await startServerProcess(env);
        // Everything again, as kiosks replay what they never heard back about: the acknowledged ones are duplicates.
        const answers = new Map<string, string>();
        for (const kiosk of kiosks) {
          for (let from = 0; from < kiosk.sales.length; from += 100) {
            for (const result of await sendSales(server, kiosk, kiosk.sales.slice(from, from + 100))) {
              answers.set(result.id, result.status);
            }
          }
        }
        expect([...acknowledged].filter((id) => answers.get(id) !== "duplicate")).toEqual([]);
        expect([...answers.values()].every((status) => status === "accepted" || status === "duplicate")).toBe(true);
        await server.stop();

        // Exactly once, and the hourly totals agree with the sales (they are written in the same statement).
        expect(await countStored(env)).toEqual({ sales: sent, distinct: sent, hourlyOrders: sent });
      } finally {
        await server.stop();
        await database?.drop();
      }
    }, 120_000);
  }
});

async function addKiosks(server: ServerProcess): Promise<Kiosk[]> {
  const admin = await httpSession(server.port, "demo.localhost", "admin@demo.example.com");
  const owners = JSON.parse((await admin("GET", "/api/kiosks/owners")).text).data as { id: string }[];
  const productId = JSON.parse((await admin("GET", "/api/products?per_page=1")).text).data[0].id as string;
  const kiosks: Kiosk[] = [];
  for (let k = 0; k < KIOSKS; k++) {
    const created = await admin("POST", "/api/kiosks", {
      owner_id: owners[0]?.id,
      name: `Durable ${k}`,
      serial_number: `DUR-${k}`,
      timezone: "Europe/Berlin",
    });
    kiosks.push({ key: JSON.parse(created.text).data.api_key, productId, sales: [] });
  }
  return kiosks;
}

/** Each kiosk streams batches until the server dies under it; a batch whose answer never came is unacknowledged. */
async function streamUntilKilled(server: ServerProcess, kiosks: Kiosk[]) {
  const acknowledged = new Set<string>();
  let stop = false;
  const streams = kiosks.map(async (kiosk) => {
    while (!stop) {
      const batch = Array.from({ length: BATCH }, () => {
        const next = sale(kiosk, kiosk.sales.length + 1);
        kiosk.sales.push(next);
        return next;
      });
      try {
        for (const result of await sendSales(server, kiosk, batch)) {
          if (result.status === "accepted" || result.status === "duplicate") acknowledged.add(result.id);
        }
      } catch {
        return;
      }
    }
  });
  while (acknowledged.size < 200) await new Promise((resolve) => setTimeout(resolve, 5));
  await server.kill();
  stop = true;
  await Promise.all(streams);
  return { acknowledged, sent: kiosks.reduce((sum, kiosk) => sum + kiosk.sales.length, 0) };
}

/** Counts behind the app, its server stopped: as the PostgreSQL owner, or on the embedded database's files. */
async function countStored(env: { dataDir: string; DATABASE_URL?: string }) {
  const durable = (alias: string) =>
    `JOIN kiosks k ON k.company_id = ${alias}.company_id AND k.id = ${alias}.kiosk_id WHERE k.name LIKE 'Durable %'`;
  const query = `SELECT
      (SELECT count(*) FROM sales s ${durable("s")})::int AS sales,
      (SELECT count(DISTINCT (s.kiosk_id, s.external_id)) FROM sales s ${durable("s")})::int AS distinct,
      (SELECT coalesce(sum(h.orders), 0) FROM kiosk_hourly_sales h ${durable("h")})::int AS "hourlyOrders"`;
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(query)).rows[0];
    } finally {
      await client.end();
    }
  }
  const embedded = new PGlite(path.join(env.dataDir, "pglite"));
  try {
    return (await embedded.query(query)).rows[0];
  } finally {
    await embedded.close();
  }
}
