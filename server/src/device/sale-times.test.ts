import { KIOSK_PAST_MARGIN_DAYS, SALE_MESSAGES } from "@froyo/contracts";
import { and, eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RELAXED_THROTTLE } from "../../test/auth-helpers.js";
import { describeEachDatabase } from "../../test/databases.js";
import { addKiosk, companyIdBySubdomain, makeSale, type NewKiosk, productIds, resultsOf } from "../../test/fleet.js";
import { anyText, anyValue } from "../../test/fuzz-arbitraries.js";
import { buildTestApp, type TestApp } from "../../test/test-app.js";
import { sales } from "../db/schema/index.js";
import { readApiKey } from "../modules/kiosks/api-keys.js";
import { prepareBatch } from "../modules/sales/sale-batch.js";
import { SalesWriter } from "../modules/sales/sales-writer.js";

const DAY = 24 * 3600_000;

/** Instants ISO-8601 allows and PostgreSQL cannot hold: each made a whole batch answer 500 (issue 26, part 1). */
const UNSTORABLE = [
  "2026-11-20T10:00:00+16:00",
  "2026-11-20T10:00:00-23:59",
  "2026-11-20T10:00:00+2359",
  "0000-01-01T00:00:00Z",
  "0000-12-31T23:59:59+15:00",
];

/** device-api.md, "A batch is not all-or-nothing" and "a time the database cannot hold is rejected". */
describeEachDatabase("POST /device/v1/sales: times at the edges", (kind) => {
  let t: TestApp;
  let demoId: string;
  let orig: string;
  let kiosk: NewKiosk;

  beforeAll(async () => {
    t = await buildTestApp(kind, { ...RELAXED_THROTTLE, DEVICE_RATE_LIMIT_PER_MINUTE: "100000" });
    demoId = await companyIdBySubdomain(t, "demo");
    orig = (await productIds(t, demoId)).get("FY-ORIG") as string;
    kiosk = await addKiosk(t);
  });
  afterAll(() => t.close());

  const storedIds = async (ids: string[]) =>
    (
      await t.db.database.withTenant(demoId, (tx) =>
        tx
          .select({ id: sales.externalId })
          .from(sales)
          .where(and(eq(sales.companyId, demoId), eq(sales.kioskId, kiosk.id), inArray(sales.externalId, ids))),
      )
    ).map((row) => row.id);

  it("rejects a time the database cannot hold, that sale alone: the batch's good sales are stored", async () => {
    const good = [makeSale([{ productId: orig }]), makeSale([{ productId: orig }])];
    const bad = UNSTORABLE.map((occurredAt) => makeSale([{ productId: orig }], { occurred_at: occurredAt }));
    const response = await kiosk.device.sales([good[0], ...bad, good[1]]);
    expect(response.statusCode).toBe(200);
    const results = resultsOf(response);
    expect(results.map((result) => result.status)).toEqual(["accepted", ...bad.map(() => "rejected"), "accepted"]);
    for (const result of results.slice(1, -1)) expect(Object.keys(result.errors ?? {})).toEqual(["occurred_at"]);
    expect((await storedIds([...good, ...bad].map((sale) => sale.id))).sort()).toEqual(good.map((s) => s.id).sort());
  });

  it(`rejects a sale dated more than ${KIOSK_PAST_MARGIN_DAYS} days before its kiosk was added`, async () => {
    const ancient = makeSale([{ productId: orig }], { occurred_at: "1970-01-01T00:00:00Z" });
    const tooOld = makeSale([{ productId: orig }], {
      occurred_at: new Date(Date.now() - (KIOSK_PAST_MARGIN_DAYS + 2) * DAY).toISOString(),
    });
    const oldEnough = makeSale([{ productId: orig }], {
      occurred_at: new Date(Date.now() - (KIOSK_PAST_MARGIN_DAYS - 2) * DAY).toISOString(),
    });
    const results = resultsOf(await kiosk.device.sales([ancient, tooOld, oldEnough]));
    expect(results).toEqual([
      { id: ancient.id, status: "rejected", errors: { occurred_at: [SALE_MESSAGES.beforeKiosk] } },
      { id: tooOld.id, status: "rejected", errors: { occurred_at: [SALE_MESSAGES.beforeKiosk] } },
      { id: oldEnough.id, status: "accepted" },
    ]);
  });

  it("stores the others even when an unstorable time reaches the statement past the schema", async () => {
    // The statement's own guard: a sale prepared as if the schema had let the time through.
    const sales = UNSTORABLE.map((occurredAt) => makeSale([{ productId: orig }], { occurred_at: occurredAt }));
    const good = makeSale([{ productId: orig }]);
    const { prepared } = prepareBatch(
      [good, ...sales.map((sale) => ({ ...sale, occurred_at: new Date().toISOString() }))],
      Date.now(),
    );
    prepared.forEach((sale, index) => {
      if (index > 0) sale.occurred_at = UNSTORABLE[index - 1] as string;
    });
    const key = readApiKey(kiosk.apiKey);
    if (!key) throw new Error("unreadable test key");
    const stored = await new SalesWriter(t.db.database, 1).write(key, prepared);
    expect(stored.map((row) => [row.outcome, row.reason])).toEqual([
      ["accepted", null],
      ...UNSTORABLE.map(() => ["rejected", "bad_time"]),
    ]);
    expect(await storedIds([good.id, ...sales.map((sale) => sale.id)])).toEqual([good.id]);
  });

  describe("any batch (fast-check)", () => {
    const pad = (n: number, width = 2) => String(n).padStart(width, "0");
    /** Well-formed instants over the whole range ISO-8601 writes: any year, any offset up to ±23:59. */
    const anyInstant = fc
      .record({
        year: fc.integer({ min: 0, max: 9999 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 28 }),
        hour: fc.integer({ min: 0, max: 23 }),
        sign: fc.constantFrom("+", "-"),
        offsetHours: fc.integer({ min: 0, max: 23 }),
        offsetMinutes: fc.integer({ min: 0, max: 59 }),
      })
      .map(
        (d) =>
          `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}T${pad(d.hour)}:00:00${d.sign}` +
          `${pad(d.offsetHours)}:${pad(d.offsetMinutes)}`,
      );
    const recent = fc
      .integer({ min: -400 * DAY, max: 2 * DAY })
      .map((offset) => new Date(Date.now() + offset).toISOString());
    const sale = fc
      .record({
        occurredAt: fc.oneof(recent, anyInstant, anyText),
        quantity: fc.oneof(fc.integer({ min: 1, max: 1000 }), fc.constantFrom(0, -1, 2 ** 31, 1.5)),
        price: fc.oneof(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(-1, 2 ** 31)),
        discount: fc.integer({ min: 0, max: 500 }),
        promo: fc.constantFrom(undefined, "NOSUCH", "x y"),
        status: fc.constantFrom("paid", "refunded", "failed"),
      })
      .map(({ occurredAt, quantity, price, discount, promo, status }) => {
        const base = makeSale([{ productId: orig, quantity, unitPriceCents: price }], { occurred_at: occurredAt });
        const subtotal = base.subtotal_cents as number;
        return {
          ...base,
          discount_cents: Math.min(discount, subtotal),
          total_cents: subtotal - Math.min(discount, subtotal),
          status,
          ...(promo ? { promo_code: promo } : {}),
        };
      });
    const batch = fc.array(fc.oneof({ weight: 8, arbitrary: sale }, { weight: 1, arbitrary: anyValue }), {
      minLength: 1,
      maxLength: 20,
    });

    it("answers 200 with one result per sale, and every accepted sale is stored", async () => {
      await fc.assert(
        fc.asyncProperty(batch, async (sent) => {
          const response = await kiosk.device.sales(sent);
          expect(response.statusCode, response.payload.slice(0, 300)).toBe(200);
          const results = resultsOf(response);
          expect(results).toHaveLength(sent.length);
          const accepted = results.filter((result) => result.status === "accepted").map((result) => result.id);
          expect((await storedIds(accepted as string[])).sort()).toEqual([...accepted].sort());
        }),
        { numRuns: 40 },
      );
    });
  });
});
