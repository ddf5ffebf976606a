import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { httpRequest, httpSession, type ServerProcess } from "./server-process.js";

/** Kiosks of the demo company made over real HTTP, each with the sales it has sent (the process tests' fleet). */
export interface Kiosk {
  key: string;
  productId: string;
  sales: { id: string; body: Record<string, unknown> }[];
}

/** The n-th sale of a kiosk: one product, paid by card, n seconds ago. */
export function sale(kiosk: Kiosk, n: number) {
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

export async function sendSales(server: ServerProcess, kiosk: Kiosk, sales: Kiosk["sales"]) {
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

/** `count` kiosks named `Durable 0…`, added by the demo company's admin. */
export async function addKiosks(server: ServerProcess, count: number): Promise<Kiosk[]> {
  const admin = await httpSession(server.port, "demo.localhost", "admin@demo.example.com");
  const owners = JSON.parse((await admin("GET", "/api/kiosks/owners")).text).data as { id: string }[];
  const productId = JSON.parse((await admin("GET", "/api/products?per_page=1")).text).data[0].id as string;
  const kiosks: Kiosk[] = [];
  for (let k = 0; k < count; k++) {
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

/** Runs a query behind the app, its server stopped: as the PostgreSQL owner, or on the embedded database's files. */
export async function queryStopped<Row>(
  env: { dataDir: string; DATABASE_URL?: string },
  query: string,
): Promise<Row[]> {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(query)).rows as Row[];
    } finally {
      await client.end();
    }
  }
  const embedded = new PGlite(path.join(env.dataDir, "pglite"));
  try {
    return (await embedded.query<Row>(query)).rows;
  } finally {
    await embedded.close();
  }
}

/** Sales of the `Durable …` kiosks: how many, how many distinct, and the orders their hours count. */
export async function countStored(env: { dataDir: string; DATABASE_URL?: string }) {
  const durable = (alias: string) =>
    `JOIN kiosks k ON k.company_id = ${alias}.company_id AND k.id = ${alias}.kiosk_id WHERE k.name LIKE 'Durable %'`;
  const query = `SELECT
      (SELECT count(*) FROM sales s ${durable("s")})::int AS sales,
      (SELECT count(DISTINCT (s.kiosk_id, s.external_id)) FROM sales s ${durable("s")})::int AS distinct,
      (SELECT coalesce(sum(h.orders), 0) FROM kiosk_hourly_sales h ${durable("h")})::int AS "hourlyOrders"`;
  return (await queryStopped<{ sales: number; distinct: number; hourlyOrders: number }>(env, query))[0];
}

/** The order ids of the `Durable …` kiosks' stored sales. */
export async function storedSaleIds(env: { dataDir: string; DATABASE_URL?: string }): Promise<Set<string>> {
  const rows = await queryStopped<{ id: string }>(
    env,
    `SELECT s.external_id AS id FROM sales s
       JOIN kiosks k ON k.company_id = s.company_id AND k.id = s.kiosk_id WHERE k.name LIKE 'Durable %'`,
  );
  return new Set(rows.map((row) => row.id));
}
