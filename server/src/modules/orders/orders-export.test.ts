import { SALES_EXPORT_COUNT_HEADER, type Sale } from "@froyo/contracts";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { parseCsv } from "../../../test/csv.js";
import { describeEachDatabase } from "../../../test/databases.js";
import { addKiosk, createPromoCode, productIds } from "../../../test/fleet.js";
import { type SaleSpec, sendSales, walkAll } from "../../../test/orders.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { EXPORT_PAGE_SIZE, SALES_CSV_HEADER } from "./orders-export.js";

const BASE = Date.parse("2026-03-28T20:00:00.000Z");
const KIOSK_NAME = "=cmd|' /C calc'!A0";
/** Order ids a spreadsheet would take for formulas, and two that need quoting (for a comma and for a semicolon). */
const TRICKY_IDS = ["=1+2", "+SUM(A1)", "-2", "@me", 'a,"b"', "A;1"];

/** Dollars as a spreadsheet reads them: 1250 → "12.50", 5 → "0.05" (a dot, two decimals, no grouping). */
const units = (cents: number) => (cents / 100).toFixed(2);

/** What a CSV row must hold for a listed sale (formula-looking text defused with a leading '). */
function expectedRow(sale: Sale, offset: string, timezone: string): string[] {
  const text = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
  return [
    sale.id,
    text(sale.order_id),
    sale.kiosk.id,
    text(sale.kiosk.name),
    sale.occurred_at,
    sale.local_time,
    offset,
    timezone,
    sale.local_date,
    sale.status,
    sale.payment_method,
    String(sale.items_count),
    String(sale.subtotal_cents),
    units(sale.subtotal_cents),
    String(sale.discount_cents),
    units(sale.discount_cents),
    String(sale.total_cents),
    units(sale.total_cents),
    sale.currency,
    sale.promo_code ?? "",
  ];
}

/** Sales of the big kiosk: enough that its paid ones alone (one in nine is refunded) fill more than a page. */
const BIG_KIOSK_SALES = Math.ceil(((EXPORT_PAGE_SIZE + 150) * 9) / 8);

describeEachDatabase("GET /api/sales/export", (kind) => {
  let t: TestApp;
  let admin: Browser;
  let carl: Browser;
  let acmeAdmin: Browser;
  let big: string;
  let other: string;

  beforeAll(async () => {
    // One kiosk redeems a code for each of its hundreds of promo sales first, beyond the kiosks' default rate.
    t = await buildTestApp(kind, { ...RELAXED_THROTTLE, DEVICE_RATE_LIMIT_PER_MINUTE: "100000" });
    const demoId = await companyIdOf(t, "demo");
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    carl = await signedIn(t, "demo.localhost", "client@demo.example.com");
    acmeAdmin = await signedIn(t, "acme.localhost", "admin@acme.example.com");
    const [p1, p2] = [...(await productIds(t, demoId)).values()] as [string, string];
    // Berlin: the export's rows cross the night DST began (29 March 2026), so offsets are +01:00 and +02:00.
    await createPromoCode(t, demoId, { code: "SPRING", amountOffCents: 25 });
    const kiosk = await addKiosk(t, { timezone: "Europe/Berlin", name: KIOSK_NAME, admin });
    big = kiosk.id;
    const specs: SaleSpec[] = Array.from({ length: BIG_KIOSK_SALES }, (_, i) => ({
      orderId: TRICKY_IDS[i] ?? `C-${i}`,
      occurredAt: new Date(BASE + Math.floor(i / 2) * 60_000).toISOString(),
      lines: [{ productId: i % 3 === 0 ? p2 : p1, quantity: 1 + (i % 2), unitPriceCents: 250 + (i % 5) * 10 }],
      status: i % 9 === 0 ? "refunded" : "paid",
      ...(i % 4 === 0 ? { promoCode: "SPRING", discountCents: 25 } : {}),
    }));
    await sendSales(kiosk, "Europe/Berlin", specs);
    const proKiosk = await addKiosk(t, { timezone: "UTC", owner: "pro", name: "Pro kiosk", admin });
    other = proKiosk.id;
    await sendSales(proKiosk, "UTC", [
      {
        orderId: "P-1",
        occurredAt: new Date(BASE).toISOString(),
        lines: [{ productId: p1, quantity: 1, unitPriceCents: 100 }],
      },
    ]);
  });
  afterAll(() => t.close());

  async function exportOf(browser: Browser, query: string) {
    const response = await browser.get(`/api/sales/export?${query}`);
    expect(response.statusCode, response.payload.slice(0, 300)).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="sales-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = parseCsv(response.payload);
    expect(header).toEqual([...SALES_CSV_HEADER]);
    expect(Number(response.headers[SALES_EXPORT_COUNT_HEADER])).toBe(rows.length);
    return rows;
  }

  it("holds exactly the list's rows, in its order, for a set larger than one page of the stream", async () => {
    for (const query of [`kiosk_id=${big}`, `kiosk_id=${big}&status=paid&sort=total_cents&order=asc`]) {
      const listed = await walkAll(admin, query, 100);
      expect(listed.length).toBeGreaterThan(EXPORT_PAGE_SIZE);
      const rows = await exportOf(admin, query);
      expect(rows.map((row) => row[0])).toEqual(listed.map((sale) => sale.id));
      const offsets = new Set(rows.map((row) => row[6]));
      expect(offsets).toEqual(new Set(["UTC+01:00", "UTC+02:00"]));
      rows.forEach((row, index) => {
        const sale = listed[index] as Sale;
        expect(row, sale.order_id).toEqual(expectedRow(sale, row[6] as string, "Europe/Berlin"));
      });
    }
  });

  it("gives each amount in dollars beside its cents, as a spreadsheet reads a number", async () => {
    const rows = await exportOf(admin, `kiosk_id=${other}`);
    const header: readonly string[] = SALES_CSV_HEADER;
    const column = (name: string) => rows[0]?.[header.indexOf(name)];
    expect(header.slice(header.indexOf("subtotal_cents"), header.indexOf("currency"))).toEqual([
      "subtotal_cents",
      "subtotal",
      "discount_cents",
      "discount",
      "total_cents",
      "total",
    ]);
    expect([column("total_cents"), column("total"), column("discount"), column("currency")]).toEqual([
      "100",
      "1.00",
      "0.00",
      "USD",
    ]);
  });

  it("defuses formula-looking text: a leading = + - or @ gets a quote mark", async () => {
    const rows = await exportOf(admin, `kiosk_id=${big}&sort=occurred_at&order=asc`);
    const byOrder = new Map(rows.map((row) => [row[1], row]));
    for (const id of ["'=1+2", "'+SUM(A1)", "'-2", "'@me", 'a,"b"']) expect(byOrder.has(id), id).toBe(true);
    expect(new Set(rows.map((row) => row[3]))).toEqual(new Set([`'${KIOSK_NAME}`]));
  });

  it("quotes a text holding a semicolon, the separator Excel picks where the decimal mark is a comma", async () => {
    const response = await admin.get(`/api/sales/export?kiosk_id=${big}`);
    expect(response.payload).toMatch(/^[^,\r\n]+,"A;1",/m);
    expect(parseCsv(response.payload).some((row) => row[1] === "A;1")).toBe(true);
  });

  it("exports only what the caller may see: a client their kiosks' sales, another company none", async () => {
    const carls = await exportOf(carl, "");
    expect(carls.length).toBe(BIG_KIOSK_SALES);
    expect(carls.some((row) => row[2] === other)).toBe(false);
    expect(await exportOf(carl, `kiosk_id=${other}`)).toEqual([]);
    expect(await exportOf(acmeAdmin, "")).toEqual([]);
    const all = await exportOf(admin, "");
    expect(all.length).toBe(BIG_KIOSK_SALES + 1);
  });

  it("answers an empty set with its header only", async () => {
    expect(await exportOf(admin, "from=2030-01-01")).toEqual([]);
  });
});
