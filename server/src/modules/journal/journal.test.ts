import { afterAll, beforeAll, expect, it } from "vitest";
import { RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import { parseCsv } from "../../../test/csv.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { addKiosk, companyIdBySubdomain, makeSale, productIds, resultsOf } from "../../../test/fleet.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { JOURNAL_CSV_HEADER } from "./journal.service.js";

/**
 * The accounting journal's edges; its figures are checked against the naive model in the analytics property test
 * (analytics.test.ts), on both engines.
 */
describeOnOneDatabase("GET /api/sales/journal.csv", (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
  });
  afterAll(() => t.close());

  it("answers staff a CSV file per local day, kiosk and payment method, with a refund on its sale's day", async () => {
    const demoId = await companyIdBySubdomain(t, "demo");
    const admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    const product = [...(await productIds(t, demoId)).values()][0] as string;
    const kiosk = await addKiosk(t, { admin, timezone: "Asia/Tokyo", name: 'Journal, "quoted" kiosk' });
    const late = "2026-03-01T14:30:00Z"; // 23:30 on 1 March in Tokyo
    const sales = [
      makeSale([{ productId: product, quantity: 2 }], { occurred_at: late, discount_cents: 100 }),
      makeSale([{ productId: product }], { occurred_at: late, payment_method: "cash" }),
      makeSale([{ productId: product }], { occurred_at: late, status: "failed" }),
    ];
    for (const result of resultsOf(await kiosk.device.sales(sales))) expect(result.status).toBe("accepted");
    const refund = { id: "j-1", order_id: sales[0]?.id, amount_cents: 200, reason: "Spilt", occurred_at: late };
    expect(resultsOf(await kiosk.device.refunds([refund]))[0]?.status).toBe("accepted");

    const response = await admin.get("/api/sales/journal.csv?from=2026-03-01&to=2026-03-01");
    expect(response.statusCode, response.payload).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="sales-journal-2026-03-01-2026-03-01.csv"',
    );
    const [header, ...lines] = parseCsv(response.payload);
    expect(header).toEqual([...JOURNAL_CSV_HEADER]);
    const own = lines.filter((line) => line[5] === kiosk.id);
    // The demo's cost of the product on 1 March 2026: its oldest (the seed's rise came 30 days ago).
    const costs = (await admin.get(`/api/products/${product}/costs`)).json().data as { cost_cents: number }[];
    const unitCost = costs.at(-1)?.cost_cents as number;
    const units = (cents: number) => (cents / 100).toFixed(2);
    expect(own.map((line) => [line[0], line[1], line[2], line[6], ...line.slice(8)])).toEqual([
      ["2026-03-01", "6.00", 'Journal, "quoted" kiosk', "card", "9.00", "1.00", "2.00", "6.00", units(2 * unitCost)],
      ["2026-03-01", "4.50", 'Journal, "quoted" kiosk', "cash", "4.50", "0.00", "0.00", "4.50", units(unitCost)],
    ]);
  });

  it("refuses clients, even one who sees sales, and a bad range with field messages", async () => {
    for (const email of ["pro@demo.example.com", "client@demo.example.com"]) {
      const client = await signedIn(t, "demo.localhost", email);
      expect((await client.get("/api/sales/journal.csv?from=2026-03-01&to=2026-03-31")).statusCode, email).toBe(403);
    }
    const admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    for (const [query, field] of [
      ["from=2026-03-02&to=2026-03-01", "to"],
      ["from=2025-01-01&to=2026-03-01", "to"],
      ["from=2026-02-30&to=2026-03-01", "from"],
      ["to=2026-03-01", "from"],
    ] as const) {
      const response = await admin.get(`/api/sales/journal.csv?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors), query).toEqual([field]);
    }
  });
});
