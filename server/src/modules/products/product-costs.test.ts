import type { Product, ProductCost, SaleDetail } from "@froyo/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { auditRowsOf } from "../../../test/audit.js";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { addKiosk, insertProducts, makeSale, type NewKiosk, resultsOf } from "../../../test/fleet.js";
import { addDays, localOf } from "../../../test/sales-model.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { sendForm } from "../../../test/uploads.js";
import { expectValidationShape } from "../../../test/validation.js";
import { productCosts } from "../../db/schema/index.js";

/** A UTC day `days` from today (negative: before). */
const utcDay = (days: number) => addDays(new Date().toISOString().slice(0, 10), days);

/** A 422 in the one validation shape with exactly these field messages. */
function expectRefused(response: { statusCode: number; payload: string; json(): unknown }, errors: object) {
  expect(response.statusCode, response.payload).toBe(422);
  expectValidationShape(response.json());
  expect((response.json() as { errors: unknown }).errors).toEqual(errors);
}

describeOnOneDatabase("product costs (issue 25 part 2)", (kind) => {
  let t: TestApp;
  let demoId: string;
  let admin: Browser;
  let client: Browser;
  let pro: Browser;
  let acme: Browser;
  /** Owned by the plain Client, in Los Angeles (a late evening there is the next day in UTC). */
  let clientKiosk: NewKiosk;
  /** Owned by the Pro client, on UTC. */
  let proKiosk: NewKiosk;
  let counter = 0;

  /** A product of its own for each test (no cost history yet), written straight to the table. */
  async function newProduct(): Promise<string> {
    counter += 1;
    const [id] = await insertProducts(t, demoId, [
      { name: `Cost ${counter}`, sku: `COST-${counter}`, priceCents: 450 },
    ]);
    return id as string;
  }

  const setCost = (productId: string, body: unknown, as = admin) =>
    as.post(`/api/products/${productId}/costs`, body as Record<string, unknown>);
  const historyOf = async (productId: string, as = admin) => {
    const response = await as.get(`/api/products/${productId}/costs`);
    expect(response.statusCode, response.payload).toBe(200);
    return response.json().data as ProductCost[];
  };
  const productAs = async (productId: string, as: Browser) => {
    const response = await as.get(`/api/products/${productId}`);
    expect(response.statusCode, response.payload).toBe(200);
    return response.json().data as Product;
  };
  /** The product as the list answers it (searched by its SKU). */
  const listedAs = async (productId: string, as: Browser) => {
    const { sku } = await productAs(productId, admin);
    const rows = (await as.get(`/api/products?search=${sku}&per_page=100`)).json().data as Product[];
    return rows.find((row) => row.id === productId);
  };
  /** Rows of the table (not the API), to prove a refused call stored nothing. */
  const storedCosts = (productId: string) =>
    t.db.database.withTenant(demoId, (tx) =>
      tx
        .select()
        .from(productCosts)
        .where(and(eq(productCosts.companyId, demoId), eq(productCosts.productId, productId))),
    );

  /** Sends one sale through its kiosk and answers our id of it. */
  async function ingest(kiosk: NewKiosk, lines: { productId: string; quantity?: number }[], occurredAt: string) {
    const sale = makeSale(lines, { occurred_at: occurredAt });
    const [result] = resultsOf(await kiosk.device.sales([sale]));
    expect(result?.status, JSON.stringify(result)).toBe("accepted");
    const page = (await admin.get(`/api/sales?kiosk_id=${kiosk.id}&search=${sale.id}`)).json().data as { id: string }[];
    expect(page).toHaveLength(1);
    return page[0]?.id as string;
  }
  const orderAs = async (saleId: string, as: Browser) => {
    const response = await as.get(`/api/sales/group/${saleId}`);
    expect(response.statusCode, response.payload).toBe(200);
    return response.json().data as SaleDetail;
  };
  const unitCosts = (order: SaleDetail) =>
    Object.fromEntries(order.items.map((line) => [line.product_id, line.unit_cost_cents]));

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdOf(t, "demo");
    [admin, client, pro, acme] = await Promise.all([
      signedIn(t, "demo.localhost", "admin@demo.example.com"),
      signedIn(t, "demo.localhost", "client@demo.example.com"),
      signedIn(t, "demo.localhost", "pro@demo.example.com"),
      signedIn(t, "acme.localhost", "admin@acme.example.com"),
    ]);
    clientKiosk = await addKiosk(t, { admin, owner: "client", timezone: "America/Los_Angeles" });
    proKiosk = await addKiosk(t, { admin, owner: "pro", timezone: "UTC" });
  });
  afterAll(() => t.close());

  it("keeps a history newest first, with today's cost on the product (a future one is not yet in force)", async () => {
    const product = await newProduct();
    expect(await historyOf(product)).toEqual([]);
    expect((await productAs(product, admin)).cost_cents).toBeNull();

    const past = await setCost(product, { cost_cents: 120, effective_from: utcDay(-3) });
    expect(past.statusCode, past.payload).toBe(201);
    expect(past.json().data).toEqual({ cost_cents: 120, effective_from: utcDay(-3), created_at: expect.any(String) });
    expect(Number.isNaN(Date.parse(past.json().data.created_at))).toBe(false);
    expect((await setCost(product, { cost_cents: 180, effective_from: utcDay(3) })).statusCode).toBe(201);
    expect((await setCost(product, { cost_cents: 90, effective_from: utcDay(-30) })).statusCode).toBe(201);

    expect((await historyOf(product)).map(({ cost_cents, effective_from }) => [effective_from, cost_cents])).toEqual([
      [utcDay(3), 180],
      [utcDay(-3), 120],
      [utcDay(-30), 90],
    ]);
    expect((await productAs(product, admin)).cost_cents).toBe(120);
    expect((await listedAs(product, admin))?.cost_cents).toBe(120);

    // The same day again replaces that day's cost; the history keeps one row per day.
    expect((await setCost(product, { cost_cents: 125, effective_from: utcDay(-3) })).statusCode).toBe(201);
    expect((await historyOf(product)).map((cost) => cost.cost_cents)).toEqual([180, 125, 90]);
    expect((await productAs(product, admin)).cost_cents).toBe(125);
    expect(await storedCosts(product)).toHaveLength(3);

    // A cost of zero is a cost (free samples), not "none".
    expect((await setCost(product, { cost_cents: 0, effective_from: utcDay(-1) })).statusCode).toBe(201);
    expect((await productAs(product, admin)).cost_cents).toBe(0);
  });

  it("shows costs to those who see sales: a plain Client sees null on products and order lines, a Pro client the figures", async () => {
    const product = await newProduct();
    expect((await setCost(product, { cost_cents: 210, effective_from: utcDay(-2) })).statusCode).toBe(201);

    expect((await productAs(product, pro)).cost_cents).toBe(210);
    expect((await listedAs(product, pro))?.cost_cents).toBe(210);
    expect(await historyOf(product, pro)).toHaveLength(1);
    expect((await productAs(product, client)).cost_cents).toBeNull();
    expect((await listedAs(product, client))?.cost_cents).toBeNull();
    // Nor does any product of the list carry one for the Client.
    const all = (await client.get("/api/products?per_page=100")).json().data as Product[];
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((row) => row.cost_cents === null)).toBe(true);

    const instant = new Date(Date.now() - 60 * 60_000).toISOString();
    const clientSale = await ingest(clientKiosk, [{ productId: product, quantity: 2 }], instant);
    expect(unitCosts(await orderAs(clientSale, admin))).toEqual({ [product]: 210 });
    const seenByClient = await orderAs(clientSale, client);
    expect(seenByClient.items).toHaveLength(1);
    expect(seenByClient.items[0]).toMatchObject({ product_id: product, quantity: 2, unit_cost_cents: null });

    const proSale = await ingest(proKiosk, [{ productId: product }], instant);
    expect(unitCosts(await orderAs(proSale, pro))).toEqual({ [product]: 210 });
  });

  it("lets only those who see sales read costs and those who edit products set them (403)", async () => {
    const product = await newProduct();
    expect((await client.get(`/api/products/${product}/costs`)).statusCode).toBe(403);
    const body = { cost_cents: 100, effective_from: utcDay(-1) };
    expect((await setCost(product, body, client)).statusCode).toBe(403);
    expect((await setCost(product, body, pro)).statusCode).toBe(403);
    expect(await storedCosts(product)).toEqual([]);
    expect(await auditRowsOf(t, demoId, "products.cost")).not.toContainEqual(
      expect.objectContaining({ targetId: product }),
    );
  });

  it("answers 422 with field messages for a bad cost or date, and stores nothing", async () => {
    const product = await newProduct();
    const day = utcDay(-1);
    const cases: [unknown, Record<string, string[]>][] = [
      [{ cost_cents: -1, effective_from: day }, { cost_cents: ["The cost must not be negative."] }],
      [{ cost_cents: 1.5, effective_from: day }, { cost_cents: ["The cost must be a whole number of cents."] }],
      [
        { cost_cents: 10_000_001, effective_from: day },
        { cost_cents: ["The cost must not be greater than 10000000 cents."] },
      ],
      [{ cost_cents: "100", effective_from: day }, { cost_cents: ["The cost must be a number."] }],
      [{ effective_from: day }, { cost_cents: ["The cost must be a number."] }],
      [
        { cost_cents: 100, effective_from: "2026-02-30" },
        { effective_from: ["The effective from date must be a day as YYYY-MM-DD."] },
      ],
      [
        { cost_cents: 100, effective_from: "01/02/2026" },
        { effective_from: ["The effective from date must be a day as YYYY-MM-DD."] },
      ],
      [
        { cost_cents: 100, effective_from: `${day}T00:00:00Z` },
        { effective_from: ["The effective from date must be a day as YYYY-MM-DD."] },
      ],
      [{ cost_cents: 100 }, { effective_from: ["The effective from field is required."] }],
      [
        { cost_cents: -5, effective_from: "yesterday" },
        {
          cost_cents: ["The cost must not be negative."],
          effective_from: ["The effective from date must be a day as YYYY-MM-DD."],
        },
      ],
    ];
    for (const [body, errors] of cases) expectRefused(await setCost(product, body), errors);
    expect(await storedCosts(product)).toEqual([]);
    expect(await historyOf(product)).toEqual([]);
  });

  it("answers 404 alike for an unknown id, a malformed one and another company's product", async () => {
    const product = await newProduct();
    const body = { cost_cents: 100, effective_from: utcDay(-1) };
    const random = crypto.randomUUID();
    const unknownGet = await admin.get(`/api/products/${random}/costs`);
    const unknownPost = await setCost(random, body);
    expect(unknownGet.statusCode).toBe(404);
    expect(unknownPost.statusCode).toBe(404);
    expect((await admin.get("/api/products/not-a-uuid/costs")).statusCode).toBe(404);
    expect((await setCost("not-a-uuid", body)).statusCode).toBe(404);

    // Company B on company A's product: exactly the answer of an id that does not exist.
    const acmeGet = await acme.get(`/api/products/${product}/costs`);
    const acmePost = await setCost(product, body, acme);
    expect([acmeGet.statusCode, acmeGet.payload]).toEqual([unknownGet.statusCode, unknownGet.payload]);
    expect([acmePost.statusCode, acmePost.payload]).toEqual([unknownPost.statusCode, unknownPost.payload]);
    expect(await storedCosts(product)).toEqual([]);
  });

  it("freezes the cost of the sale's local day into its lines; later costs, even for earlier days, leave them", async () => {
    const [product, uncosted] = [await newProduct(), await newProduct()];
    const day = utcDay(-10);
    expect((await setCost(product, { cost_cents: 111, effective_from: day })).statusCode).toBe(201);
    expect((await setCost(product, { cost_cents: 222, effective_from: addDays(day, 1) })).statusCode).toBe(201);

    // 06:30 UTC on the next day is the evening of `day` in Los Angeles: that day's cost applies.
    const evening = `${addDays(day, 1)}T06:30:00Z`;
    expect(localOf(Date.parse(evening), "America/Los_Angeles").date).toBe(day);
    const saleId = await ingest(
      clientKiosk,
      [
        { productId: product, quantity: 2 },
        { productId: uncosted, quantity: 1 },
      ],
      evening,
    );
    const frozen = await orderAs(saleId, admin);
    expect(frozen.local_date).toBe(day);
    expect(unitCosts(frozen)).toEqual({ [product]: 111, [uncosted]: null });

    // New costs: one replacing that very day's, one from an earlier day, one for the uncosted product.
    expect((await setCost(product, { cost_cents: 999, effective_from: day })).statusCode).toBe(201);
    expect((await setCost(product, { cost_cents: 555, effective_from: addDays(day, -5) })).statusCode).toBe(201);
    expect((await setCost(uncosted, { cost_cents: 77, effective_from: addDays(day, -5) })).statusCode).toBe(201);
    expect(await orderAs(saleId, admin)).toEqual(frozen);

    // A sale of that same local day ingested now takes the cost in force now.
    const later = await ingest(clientKiosk, [{ productId: product }, { productId: uncosted }], evening);
    expect(unitCosts(await orderAs(later, admin))).toEqual({ [product]: 999, [uncosted]: 77 });
    // On UTC, the same instant is the next day: the next day's cost.
    const utcSale = await ingest(proKiosk, [{ productId: product }], evening);
    expect(unitCosts(await orderAs(utcSale, admin))).toEqual({ [product]: 222 });
  });

  it("sets today's cost from the edit form when it differs, and adds nothing for the same value", async () => {
    const product = await newProduct();
    const before = localOf(Date.now(), "UTC").date;
    const edited = await sendForm(t, admin, `/api/products/${product}`, { cost_cents: "340" });
    const after = localOf(Date.now(), "UTC").date;
    expect(edited.statusCode, edited.payload).toBe(200);
    expect((edited.json().data as Product).cost_cents).toBe(340);
    const history = await historyOf(product);
    expect(history).toHaveLength(1);
    expect(history[0]?.cost_cents).toBe(340);
    expect([before, after]).toContain(history[0]?.effective_from);
    expect((await productAs(product, admin)).cost_cents).toBe(340);
    const updates = async () =>
      (await auditRowsOf(t, demoId, "products.update")).filter((row) => row.targetId === product);
    expect((await updates()).at(-1)?.changes).toEqual({ cost_cents: { from: null, to: 340 } });

    // The same value again (with spaces, as a form may send it): no new cost and no audit entry.
    const again = await sendForm(t, admin, `/api/products/${product}`, { cost_cents: " 340 " });
    expect(again.statusCode, again.payload).toBe(200);
    expect(await historyOf(product)).toEqual(history);
    expect(await updates()).toHaveLength(1);

    // A bad cost in the form: 422 on the field, nothing stored.
    for (const [value, message] of [
      ["-1", "The cost must be a whole number of cents."],
      ["4.50", "The cost must be a whole number of cents."],
      ["10000001", "The cost must not be greater than 10000000 cents."],
    ] as const) {
      expectRefused(await sendForm(t, admin, `/api/products/${product}`, { cost_cents: value }), {
        cost_cents: [message],
      });
    }
    expect(await historyOf(product)).toEqual(history);

    // The create form takes a cost too.
    const created = await sendForm(t, admin, "/api/products", {
      name: "Costed on creation",
      sku: `COST-NEW-${Date.now()}`,
      price_cents: "500",
      cost_cents: "200",
    });
    expect(created.statusCode, created.payload).toBe(201);
    const createdId = (created.json().data as Product).id;
    expect((created.json().data as Product).cost_cents).toBe(200);
    expect((await historyOf(createdId)).map((cost) => cost.cost_cents)).toEqual([200]);
  });

  it("records each cost set in the audit log as products.cost, with the cost it replaced", async () => {
    const product = await newProduct();
    const day = utcDay(-4);
    expect((await setCost(product, { cost_cents: 150, effective_from: day })).statusCode).toBe(201);
    expect((await setCost(product, { cost_cents: 160, effective_from: day })).statusCode).toBe(201);
    const rows = (await auditRowsOf(t, demoId, "products.cost")).filter((row) => row.targetId === product);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => [row.actorEmail, row.targetType, row.changes])).toEqual([
      [
        "admin@demo.example.com",
        "product",
        { effective_from: { from: null, to: day }, cost_cents: { from: null, to: 150 } },
      ],
      [
        "admin@demo.example.com",
        "product",
        { effective_from: { from: null, to: day }, cost_cents: { from: 150, to: 160 } },
      ],
    ]);
  });
});
