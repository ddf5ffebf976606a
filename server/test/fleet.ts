import { setTimeout as sleep } from "node:timers/promises";
import { and, asc, count, eq, isNull, sql, sum } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { expect } from "vitest";
import {
  auditLog,
  companies,
  kiosks,
  products,
  promoCodeKiosks,
  promoCodes,
  promoRedemptions,
  saleItems,
  saleRefunds,
  sales,
  trays,
} from "../src/db/schema/index.js";
import { signedIn } from "./auth-helpers.js";
import type { Browser } from "./browser.js";
import type { TestApp } from "./test-app.js";
import { expectValidationShape } from "./validation.js";

/** Test helpers for the fleet: kiosks made through the API (so their key is known), a kiosk's client, sales. */

/** A kiosk's side of the API: calls carry its bearer key, no cookie and no CSRF token. */
export class DeviceClient {
  constructor(
    private readonly app: FastifyInstance,
    readonly apiKey: string,
    private readonly host = "localhost",
  ) {}

  request(method: "GET" | "POST", url: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.app.inject({
      method,
      url: `/device/v1${url}`,
      headers: {
        host: this.host,
        authorization: `Bearer ${this.apiKey}`,
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...headers,
      },
      payload: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  }

  catalog(headers: Record<string, string> = {}) {
    return this.request("GET", "/catalog", undefined, headers);
  }

  heartbeat(body: Record<string, unknown>) {
    return this.request("POST", "/heartbeat", body);
  }

  sales(sales: unknown[]) {
    return this.request("POST", "/sales", { sales });
  }

  refunds(refunds: unknown[]) {
    return this.request("POST", "/refunds", { refunds });
  }

  redeem(body: Record<string, unknown>) {
    return this.request("POST", "/promocodes/redeem", body);
  }

  release(body: Record<string, unknown>) {
    return this.request("POST", "/promocodes/release", body);
  }
}

export async function companyIdBySubdomain(t: TestApp, subdomain: string): Promise<string> {
  const [row] = await t.db.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.subdomain, subdomain));
  if (!row) throw new Error(`No company ${subdomain}`);
  return row.id;
}

/** The company's catalog ids by SKU (the demo seed's products). */
export async function productIds(t: TestApp, companyId: string): Promise<Map<string, string>> {
  const rows = await t.db.database.withTenant(companyId, (tx) =>
    tx
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(and(eq(products.companyId, companyId), isNull(products.archivedAt)))
      .orderBy(asc(products.sku)),
  );
  return new Map(rows.map((row) => [row.sku, row.id]));
}

export interface NewKiosk {
  id: string;
  apiKey: string;
  device: DeviceClient;
  trays: { id: string; position: number }[];
}

/**
 * A kiosk added by the company's admin through `POST /api/kiosks` (owned by its seeded client unless told), its
 * trays then filled with `fill` (position → product id and level) through the tray API.
 */
export async function addKiosk(
  t: TestApp,
  options: {
    subdomain?: string;
    timezone?: string;
    owner?: "client" | "pro";
    name?: string;
    serial?: string;
    address?: string;
    fill?: { position: number; productId: string; level?: number; capacity?: number }[];
    admin?: Browser;
  } = {},
): Promise<NewKiosk> {
  const subdomain = options.subdomain ?? "demo";
  const admin = options.admin ?? (await signedIn(t, `${subdomain}.localhost`, `admin@${subdomain}.example.com`));
  const owners = (await admin.get("/api/kiosks/owners")).json().data as { id: string; email: string }[];
  const owner = owners.find((user) => user.email === `${options.owner ?? "client"}@${subdomain}.example.com`);
  if (!owner) throw new Error("The seeded client is not an owner choice");
  const serial = options.serial ?? `T-${Math.random().toString(36).slice(2, 10)}`;
  const created = await admin.post("/api/kiosks", {
    owner_id: owner.id,
    name: options.name ?? `Test kiosk ${serial}`,
    serial_number: serial,
    address: options.address ?? "1 Test Street",
    timezone: options.timezone ?? "UTC",
  });
  if (created.statusCode !== 201) throw new Error(`POST /api/kiosks: ${created.payload}`);
  const kiosk = created.json().data as { id: string; api_key: string; trays: { id: string; position: number }[] };
  for (const fill of options.fill ?? []) {
    const tray = kiosk.trays.find((candidate) => candidate.position === fill.position);
    if (!tray) throw new Error(`No tray at ${fill.position}`);
    const body: Record<string, unknown> = { product_id: fill.productId, capacity: fill.capacity ?? 50 };
    body.level = fill.level ?? fill.capacity ?? 50;
    const updated = await admin.request("PATCH", `/api/kiosks/${kiosk.id}/trays/${tray.id}`, body);
    if (updated.statusCode !== 200) throw new Error(`PATCH tray: ${updated.payload}`);
  }
  return { id: kiosk.id, apiKey: kiosk.api_key, device: new DeviceClient(t.app, kiosk.api_key), trays: kiosk.trays };
}

let orderCounter = 0;

/** A valid sale of `items` (product id and quantity, at the given unit price), with arithmetic that adds up. */
export function makeSale(
  items: { productId: string; quantity?: number; unitPriceCents?: number }[],
  overrides: Record<string, unknown> = {},
): { id: string; [field: string]: unknown } {
  orderCounter += 1;
  const lines = items.map((item) => ({
    product_id: item.productId,
    quantity: item.quantity ?? 1,
    unit_price_cents: item.unitPriceCents ?? 450,
  }));
  const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unit_price_cents, 0);
  const discount = (overrides.discount_cents as number | undefined) ?? 0;
  return {
    id: `order-${Date.now()}-${orderCounter}` as string,
    occurred_at: new Date().toISOString(),
    items: lines,
    subtotal_cents: subtotal,
    discount_cents: discount,
    total_cents: subtotal - discount,
    payment_method: "card",
    ...overrides,
  };
}

export function resultsOf(response: LightMyRequestResponse) {
  if (response.statusCode !== 200) throw new Error(`POST /sales ${response.statusCode}: ${response.payload}`);
  return response.json().data.results as { id: string | null; status: string; errors?: Record<string, string[]> }[];
}

/**
 * Redeems a sale's promo code for its order through the kiosks' API, as a kiosk must before it sends the sale
 * (app_ingest_sales rejects a sale whose code this order did not redeem); the redemption's discount must be the sale's.
 */
export async function redeemForSale(kiosk: NewKiosk, sale: Record<string, unknown>): Promise<void> {
  const response = await kiosk.device.redeem({
    code: sale.promo_code,
    order_id: sale.id,
    subtotal_cents: sale.subtotal_cents,
  });
  if (response.statusCode !== 200)
    throw new Error(`POST /promocodes/redeem ${response.statusCode}: ${response.payload}`);
  const discount = response.json().data.discount_cents;
  if (discount !== sale.discount_cents)
    throw new Error(`${sale.promo_code} gives ${discount}, the sale says otherwise`);
}

/** Redeems the promo code of each of `sales` that names one (redeemForSale), before the kiosk sends them. */
export async function redeemPromosOf(kiosk: NewKiosk, sales: readonly Record<string, unknown>[]): Promise<void> {
  for (const sale of sales) if (sale.promo_code) await redeemForSale(kiosk, sale);
}

/**
 * A promo code written straight to the table (its screens come with the promo codes issue): percent or fixed,
 * limits, window and kiosks as given.
 */
export async function createPromoCode(
  t: TestApp,
  companyId: string,
  values: Partial<typeof promoCodes.$inferInsert> & { code: string },
  kioskIds: string[] = [],
): Promise<string> {
  return t.db.database.withTenant(companyId, async (tx) => {
    const [row] = await tx
      .insert(promoCodes)
      .values({ percentOff: values.amountOffCents ? null : 10, ...values, companyId })
      .returning({ id: promoCodes.id });
    const id = row?.id as string;
    if (kioskIds.length > 0) {
      await tx.insert(promoCodeKiosks).values(kioskIds.map((kioskId) => ({ companyId, promoCodeId: id, kioskId })));
    }
    return id;
  });
}

/** Everything a fleet write could change in a company: compared before and after a refused request. */
export async function fleetSnapshot(t: TestApp, companyId: string) {
  return t.db.database.withTenant(companyId, async (tx) => ({
    products: await tx.select().from(products).where(eq(products.companyId, companyId)).orderBy(asc(products.id)),
    kiosks: await tx.select().from(kiosks).where(eq(kiosks.companyId, companyId)).orderBy(asc(kiosks.id)),
    trays: await tx.select().from(trays).where(eq(trays.companyId, companyId)).orderBy(asc(trays.id)),
    sales: (await tx.select({ n: count() }).from(sales).where(eq(sales.companyId, companyId)))[0]?.n,
    refunded: (
      await tx
        .select({ cents: sum(sales.refundedCents) })
        .from(sales)
        .where(eq(sales.companyId, companyId))
    )[0]?.cents,
    refunds: (await tx.select({ n: count() }).from(saleRefunds).where(eq(saleRefunds.companyId, companyId)))[0]?.n,
    redemptions: await tx
      .select()
      .from(promoRedemptions)
      .where(eq(promoRedemptions.companyId, companyId))
      .orderBy(asc(promoRedemptions.id)),
    audit: (await tx.select({ n: count() }).from(auditLog).where(eq(auditLog.companyId, companyId)))[0]?.n,
  }));
}

/** Products written straight to the table (list fixtures): any column, name, SKU and price required. */
export async function insertProducts(
  t: TestApp,
  companyId: string,
  rows: (Partial<typeof products.$inferInsert> & { name: string; sku: string; priceCents: number })[],
): Promise<string[]> {
  const inserted = await t.db.database.withTenant(companyId, (tx) =>
    tx
      .insert(products)
      .values(rows.map((row) => ({ ...row, companyId })))
      .returning({ id: products.id }),
  );
  return inserted.map((row) => row.id);
}

/**
 * Columns of a kiosk set straight in the table: what the API never lets one set, such as a last heartbeat, a
 * `warm_since` or a registration in the past (`secondsAgo` values become `now() - interval`).
 */
export async function setKioskTimes(
  t: TestApp,
  companyId: string,
  kioskId: string,
  secondsAgo: { lastHeartbeatAt?: number; warmSince?: number; createdAt?: number },
): Promise<void> {
  const ago = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;
  await t.db.database.withTenant(companyId, (tx) =>
    tx
      .update(kiosks)
      .set({
        ...(secondsAgo.lastHeartbeatAt !== undefined ? { lastHeartbeatAt: ago(secondsAgo.lastHeartbeatAt) } : {}),
        ...(secondsAgo.warmSince !== undefined ? { warmSince: ago(secondsAgo.warmSince) } : {}),
        ...(secondsAgo.createdAt !== undefined ? { createdAt: ago(secondsAgo.createdAt) } : {}),
      })
      .where(and(eq(kiosks.companyId, companyId), eq(kiosks.id, kioskId))),
  );
}

/** A kiosk's row as stored (deleted ones too). */
export async function kioskRow(t: TestApp, companyId: string, kioskId: string) {
  const [row] = await t.db.database.withTenant(companyId, (tx) =>
    tx
      .select()
      .from(kiosks)
      .where(and(eq(kiosks.companyId, companyId), eq(kiosks.id, kioskId))),
  );
  return row;
}

/** A product's row as stored (archived ones too); undefined once erased. */
export async function productRow(t: TestApp, companyId: string, productId: string) {
  const [row] = await t.db.database.withTenant(companyId, (tx) =>
    tx
      .select()
      .from(products)
      .where(and(eq(products.companyId, companyId), eq(products.id, productId))),
  );
  return row;
}

/** The sale items stored for a product: what each sale kept of it (name and unit price as sold). */
export async function saleItemsOf(t: TestApp, companyId: string, productId: string) {
  return t.db.database.withTenant(companyId, (tx) =>
    tx
      .select({
        productName: saleItems.productName,
        quantity: saleItems.quantity,
        unitPriceCents: saleItems.unitPriceCents,
      })
      .from(saleItems)
      .where(and(eq(saleItems.companyId, companyId), eq(saleItems.productId, productId))),
  );
}

/** How many sales a kiosk has stored. */
export async function salesCountOf(t: TestApp, companyId: string, kioskId: string): Promise<number> {
  const [row] = await t.db.database.withTenant(companyId, (tx) =>
    tx
      .select({ n: count() })
      .from(sales)
      .where(and(eq(sales.companyId, companyId), eq(sales.kioskId, kioskId))),
  );
  return Number(row?.n ?? 0);
}

/**
 * A refused write: the answer's status (a 422 in the one validation shape, naming exactly `fields`), and nothing of
 * the company's fleet changed. Answers the body.
 */
export async function expectRefusedWrite(
  t: TestApp,
  companyId: string,
  send: () => Promise<LightMyRequestResponse>,
  status: number,
  fields?: string[],
) {
  const before = await fleetSnapshot(t, companyId);
  const response = await send();
  expect(response.statusCode, response.payload).toBe(status);
  if (status === 422) {
    expectValidationShape(response.json());
    expect(Object.keys(response.json().errors).sort()).toEqual(fields);
  }
  expect(await fleetSnapshot(t, companyId)).toEqual(before);
  return response.json();
}

/**
 * PostgreSQL only (a second connection): waits until a statement of the test database is blocked on a lock, i.e.
 * the API call just started is held up by a transaction the test keeps open. For deterministic race tests.
 */
export async function untilACallWaits(t: TestApp): Promise<void> {
  if (!t.db.ownerUrl) throw new Error("Race tests need PostgreSQL");
  const client = new pg.Client({ connectionString: t.db.ownerUrl });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const { rows } = await client.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
      );
      if ((rows[0]?.n ?? 0) > 0) return;
      await sleep(25);
    }
    throw new Error("No call waited for a lock");
  } finally {
    await client.end();
  }
}
