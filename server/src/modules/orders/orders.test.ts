import type { Sale, SaleDetail, SalePage } from "@froyo/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeEachDatabase } from "../../../test/databases.js";
import { addKiosk, createPromoCode, productIds } from "../../../test/fleet.js";
import { type SaleSpec, type SentSale, sendSales, walkAll } from "../../../test/orders.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { expectValidationShape } from "../../../test/validation.js";

const RANDOM_ID = "0190f0c2-6a8b-7c3d-9e4f-5a6b7c8d9e0f";
const PAYMENTS = ["card", "cash", "mobile", "free"] as const;
const HOUR = 3_600_000;
/** 22:00 on 9 June in Los Angeles (UTC-7): the kiosk's day differs from UTC's for the first sales. */
const BASE = Date.parse("2026-06-10T05:00:00.000Z");

const ids = (sales: readonly { order_id: string }[]) => sales.map((sale) => sale.order_id).sort();
const orderIds = (sales: readonly SentSale[]) => sales.map((sale) => sale.orderId).sort();

/** Sorted by (value, id) in `order`, ties broken by our id the same way. */
function expectSorted(sales: Sale[], value: (sale: Sale) => number, order: "asc" | "desc"): void {
  for (let index = 1; index < sales.length; index += 1) {
    const [a, b] = [sales[index - 1] as Sale, sales[index] as Sale];
    const sign = order === "asc" ? 1 : -1;
    const byValue = Math.sign(value(b) - value(a)) * sign;
    expect(byValue, `${a.order_id} then ${b.order_id}`).toBeGreaterThanOrEqual(0);
    if (byValue === 0) expect(b.id.localeCompare(a.id) * sign, `tie ${a.order_id} ${b.order_id}`).toBeGreaterThan(0);
  }
}

describeEachDatabase("GET /api/sales and /api/sales/group/{id}", (kind) => {
  let t: TestApp;
  let admin: Browser;
  let carl: Browser;
  let pro: Browser;
  let acmeAdmin: Browser;
  let sent: SentSale[];
  let alpha: string;
  let beta: string;
  let products: string[];

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    const demoId = await companyIdOf(t, "demo");
    const acmeId = await companyIdOf(t, "acme");
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    carl = await signedIn(t, "demo.localhost", "client@demo.example.com");
    pro = await signedIn(t, "demo.localhost", "pro@demo.example.com");
    acmeAdmin = await signedIn(t, "acme.localhost", "admin@acme.example.com");
    products = [...(await productIds(t, demoId)).values()].slice(0, 3);
    for (const code of ["SUMMER", "Fall-5"]) await createPromoCode(t, demoId, { code, amountOffCents: 50 });
    const [p1, p2, p3] = products as [string, string, string];
    const kioskA = await addKiosk(t, { timezone: "America/Los_Angeles", name: "Alpha kiosk", admin });
    const kioskB = await addKiosk(t, { timezone: "Asia/Tokyo", owner: "pro", name: "Beta kiosk", admin });
    alpha = kioskA.id;
    beta = kioskB.id;
    const alphaSpecs: SaleSpec[] = Array.from({ length: 30 }, (_, i) => ({
      orderId: `A-${String(i).padStart(3, "0")}`,
      // Three sales share each instant: ties in the sort value across page boundaries.
      occurredAt: new Date(BASE + Math.floor(i / 3) * HOUR).toISOString(),
      lines: [
        { productId: i % 2 === 0 ? p1 : p2, quantity: 1 + (i % 3), unitPriceCents: 300 + (i % 4) * 50 },
        ...(i % 6 === 0 ? [{ productId: p3, quantity: 1, unitPriceCents: 200 }] : []),
      ],
      discountCents: i % 5 === 0 ? 50 : 0,
      promoCode: i % 5 === 0 ? (i % 10 === 0 ? "SUMMER" : "Fall-5") : undefined,
      paymentMethod: PAYMENTS[i % 4],
      status: i % 7 === 0 ? "refunded" : i % 11 === 0 ? "failed" : "paid",
    }));
    const betaSpecs: SaleSpec[] = [
      ...Array.from({ length: 12 }, (_, i) => ({
        orderId: `B-${i}`,
        occurredAt: new Date(BASE + i * 20 * 60_000).toISOString(),
        lines: [{ productId: p1, quantity: 1, unitPriceCents: 450 }],
      })),
      // A microsecond apart: a cursor that kept milliseconds only would lose or repeat one of them.
      {
        orderId: "B-micro-1",
        occurredAt: "2026-06-10T08:00:00.123456Z",
        lines: [{ productId: p1, quantity: 1, unitPriceCents: 450 }],
      },
      {
        orderId: "B-micro-2",
        occurredAt: "2026-06-10T08:00:00.123457Z",
        lines: [{ productId: p1, quantity: 1, unitPriceCents: 450 }],
      },
    ];
    sent = [
      ...(await sendSales(kioskA, "America/Los_Angeles", alphaSpecs)),
      ...(await sendSales(kioskB, "Asia/Tokyo", betaSpecs)),
    ];
    const acmeProduct = [...(await productIds(t, acmeId)).values()][0] as string;
    const acmeKiosk = await addKiosk(t, { subdomain: "acme", name: "Acme kiosk" });
    await sendSales(acmeKiosk, "UTC", [
      {
        orderId: "A-000",
        occurredAt: new Date(BASE).toISOString(),
        lines: [{ productId: acmeProduct, quantity: 1, unitPriceCents: 100 }],
      },
    ]);
  });
  afterAll(() => t.close());

  it("lists every sale of the company newest first, with its kiosk, local day, amounts and currency", async () => {
    const first = (await admin.get("/api/sales")).json() as SalePage;
    expect(first.meta).toMatchObject({ per_page: 25, total: sent.length, total_is_exact: true, currency: "USD" });
    expect(first.meta.prev_cursor).toBeNull();
    const all = await walkAll(admin, "", 7);
    expect(ids(all)).toEqual(orderIds(sent));
    expect(new Set(all.map((sale) => sale.id)).size).toBe(all.length);
    expectSorted(all, (sale) => Date.parse(sale.occurred_at), "desc");
    const a0 = all.find((sale) => sale.order_id === "A-000") as Sale;
    expect(a0).toMatchObject({
      kiosk: { id: alpha, name: "Alpha kiosk" },
      occurred_at: "2026-06-10T05:00:00.000Z",
      local_date: "2026-06-09",
      local_time: "2026-06-09T22:00:00",
      status: "refunded",
      payment_method: "card",
      items_count: 2,
      subtotal_cents: 500,
      discount_cents: 50,
      total_cents: 450,
      promo_code: "SUMMER",
      currency: "USD",
    });
  });

  it("sorts by time or total either way, ties broken by id, paging across the ties", async () => {
    for (const [sort, order] of [
      ["total_cents", "asc"],
      ["total_cents", "desc"],
      ["occurred_at", "asc"],
    ] as const) {
      const all = await walkAll(admin, `sort=${sort}&order=${order}`, 4);
      expect(ids(all), `${sort} ${order}`).toEqual(orderIds(sent));
      const value = (sale: Sale) => (sort === "total_cents" ? sale.total_cents : Date.parse(sale.occurred_at));
      expectSorted(all, value, order);
    }
  });

  it("keeps microseconds in its cursors: two sales a microsecond apart are each listed once", async () => {
    const all = await walkAll(admin, `kiosk_id=${beta}&sort=occurred_at&order=asc`, 1);
    const micro = all.map((sale) => sale.order_id).filter((id) => id.startsWith("B-micro"));
    expect(micro).toEqual(["B-micro-1", "B-micro-2"]);
    expect(all).toHaveLength(14);
  });

  it("filters by local day, kiosk, product, status, payment, promo code, total range and order id", async () => {
    const total = (sale: SentSale) => sale.totalCents;
    const [, , p3] = products as [string, string, string];
    const ourIdOfA5 = ((await admin.get("/api/sales?search=A-005")).json() as SalePage).data[0]?.id as string;
    const cases: [string, (sale: SentSale) => boolean][] = [
      ["from=2026-06-09&to=2026-06-09", (sale) => sale.localDate === "2026-06-09"],
      ["from=2026-06-10", (sale) => sale.localDate >= "2026-06-10"],
      ["to=2026-06-09", (sale) => sale.localDate <= "2026-06-09"],
      [`kiosk_id=${beta}`, (sale) => sale.kioskId === beta],
      [`product_id=${p3}`, (sale) => sale.productIds.includes(p3)],
      ["status=refunded", (sale) => sale.status === "refunded"],
      ["payment_method=cash", (sale) => sale.paymentMethod === "cash"],
      ["promo_code=summer", (sale) => sale.promoCode === "SUMMER"],
      ["min_total_cents=600&max_total_cents=900", (sale) => total(sale) >= 600 && total(sale) <= 900],
      ["search=a-00", (sale) => sale.orderId.startsWith("A-00")],
      ["search=B-micro", (sale) => sale.orderId.startsWith("B-micro")],
      // LIKE's own characters are taken literally.
      ["search=A-0_", () => false],
      ["search=%25", () => false],
      [`search=${ourIdOfA5}`, (sale) => sale.orderId === "A-005"],
      [
        `kiosk_id=${alpha}&status=paid&payment_method=card`,
        (sale) => sale.kioskId === alpha && sale.status === "paid" && sale.paymentMethod === "card",
      ],
    ];
    for (const [query, keep] of cases) {
      const expected = orderIds(sent.filter(keep));
      const listed = await walkAll(admin, query, 5);
      expect(ids(listed), query).toEqual(expected);
      const first = (await admin.get(`/api/sales?${query}`)).json() as SalePage;
      expect(first.meta.total, query).toBe(expected.length);
    }
  });

  /** The demo's cost of a product on 9–10 June 2026: its oldest (the seed's later rise came 30 days ago). */
  const costOn = async (productId: string) =>
    ((await admin.get(`/api/products/${productId}/costs`)).json().data as { cost_cents: number }[]).at(-1)?.cost_cents;

  it("opens one order with its items, its kiosk's timezone and local time", async () => {
    const listed = ((await admin.get("/api/sales?search=A-006")).json() as SalePage).data[0] as Sale;
    const response = await admin.get(`/api/sales/group/${listed.id}`);
    expect(response.statusCode, response.payload).toBe(200);
    const detail = response.json().data as SaleDetail;
    const [p1, , p3] = products as [string, string, string];
    expect(detail).toMatchObject({
      ...listed,
      timezone: "America/Los_Angeles",
      utc_offset: "-07:00",
      local_time: "2026-06-10T00:00:00",
      local_date: "2026-06-10",
    });
    expect(detail.items).toEqual([
      {
        line: 1,
        product_id: p1,
        name: expect.any(String),
        quantity: 1,
        unit_price_cents: 400,
        unit_cost_cents: await costOn(p1),
      },
      {
        line: 2,
        product_id: p3,
        name: expect.any(String),
        quantity: 1,
        unit_price_cents: 200,
        unit_cost_cents: await costOn(p3),
      },
    ]);
    expect(detail.refunds).toEqual([]);
    for (const missing of [RANDOM_ID, "not-an-id", "00000000-0000-0000-0000-00000000000z"]) {
      expect((await admin.get(`/api/sales/group/${missing}`)).statusCode, missing).toBe(404);
    }
  });

  describe("scope", () => {
    it("shows a client the sales of the kiosks they own only, in lists, totals and orders", async () => {
      for (const [browser, kiosk] of [
        [carl, alpha],
        [pro, beta],
      ] as const) {
        const own = sent.filter((sale) => sale.kioskId === kiosk);
        const all = await walkAll(browser, "", 10);
        expect(ids(all)).toEqual(orderIds(own));
        expect(((await browser.get("/api/sales")).json() as SalePage).meta.total).toBe(own.length);
        const other = kiosk === alpha ? beta : alpha;
        expect((await walkAll(browser, `kiosk_id=${other}`, 10)).length).toBe(0);
      }
      const betaSale = ((await admin.get(`/api/sales?kiosk_id=${beta}`)).json() as SalePage).data[0] as Sale;
      const onOther = await carl.get(`/api/sales/group/${betaSale.id}`);
      const onNothing = await carl.get(`/api/sales/group/${RANDOM_ID}`);
      expect(onOther.statusCode).toBe(404);
      expect(onOther.json()).toEqual(onNothing.json());
      expect((await pro.get(`/api/sales/group/${betaSale.id}`)).statusCode).toBe(200);
    });

    it("shows another company none of these sales: its own list, and 404 for demo's orders", async () => {
      const acme = await walkAll(acmeAdmin, "", 10);
      expect(acme.map((sale) => sale.kiosk.name)).toEqual(["Acme kiosk"]);
      const demoSale = ((await admin.get("/api/sales?search=A-000")).json() as SalePage).data[0] as Sale;
      const onDemo = await acmeAdmin.get(`/api/sales/group/${demoSale.id}`);
      expect(onDemo.statusCode).toBe(404);
      expect(onDemo.json()).toEqual((await acmeAdmin.get(`/api/sales/group/${RANDOM_ID}`)).json());
      expect(((await acmeAdmin.get(`/api/sales?kiosk_id=${alpha}`)).json() as SalePage).data).toEqual([]);
    });
  });

  it("answers bad filters and cursors 422 with field messages, never 500", async () => {
    const page = (await admin.get("/api/sales?per_page=2")).json() as SalePage;
    const cursor = page.meta.next_cursor as string;
    const forged = (fields: unknown) => Buffer.from(JSON.stringify(fields)).toString("base64url");
    const cases: [string, string][] = [
      ["from=2026-02-30", "from"],
      ["to=yesterday", "to"],
      ["from=2026-06-10&to=2026-06-09", "to"],
      ["kiosk_id=nope", "kiosk_id"],
      ["product_id=1", "product_id"],
      ["status=lost", "status"],
      ["payment_method=gold", "payment_method"],
      ["min_total_cents=-1", "min_total_cents"],
      ["min_total_cents=2.5", "min_total_cents"],
      ["min_total_cents=900&max_total_cents=100", "max_total_cents"],
      ["max_total_cents=99999999999", "max_total_cents"],
      ["sort=name", "sort"],
      ["order=up", "order"],
      ["per_page=0", "per_page"],
      ["per_page=101", "per_page"],
      ["cursor=garbage", "cursor"],
      [`cursor=${cursor.slice(0, -4)}`, "cursor"],
      [`cursor=${cursor}&sort=total_cents`, "cursor"],
      [`cursor=${cursor}&order=asc`, "cursor"],
      [`cursor=${forged(["n", "occurred_at", "desc", "2026-06-10", RANDOM_ID])}`, "cursor"],
      [`cursor=${forged(["n", "occurred_at", "desc", "2026-06-10T05:00:00.000000Z", "x"])}`, "cursor"],
      [`cursor=${forged(["n", "total_cents", "desc", "1e3", RANDOM_ID])}&sort=total_cents`, "cursor"],
      [`cursor=${forged({ a: 1 })}`, "cursor"],
      [`search=${"x".repeat(65)}`, "search"],
    ];
    for (const [query, field] of cases) {
      for (const path of ["/api/sales", "/api/sales/export"]) {
        if (path.endsWith("export") && /cursor|per_page/.test(query)) continue;
        const response = await admin.get(`${path}?${query}`);
        expect(response.statusCode, `${path}?${query}: ${response.payload}`).toBe(422);
        expectValidationShape(response.json());
        expect(Object.keys(response.json().errors), query).toEqual([field]);
      }
    }
    // A well-formed cursor of a row that is gone still pages from where it was.
    const gone = forged(["n", "occurred_at", "desc", "2026-06-10T06:30:00.000000Z", RANDOM_ID]);
    const after = await admin.get(`/api/sales?cursor=${gone}`);
    expect(after.statusCode).toBe(200);
    expect((after.json() as SalePage).data.every((sale) => sale.occurred_at < "2026-06-10T06:30:00.000Z")).toBe(true);
  });
});
