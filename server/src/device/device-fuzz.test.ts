import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { RELAXED_THROTTLE } from "../../test/auth-helpers.js";
import { describeEachDatabase } from "../../test/databases.js";
import {
  addKiosk,
  companyIdBySubdomain,
  createPromoCode,
  fleetSnapshot,
  type NewKiosk,
  productIds,
} from "../../test/fleet.js";
import { anyText, anyValue, jsonBody, StatusTally } from "../../test/fuzz-arbitraries.js";
import { buildTestApp, type TestApp } from "../../test/test-app.js";
import { expectValidationShape } from "../../test/validation.js";

const RUNS = { heartbeat: 80, sales: 60, redeem: 80, release: 40, catalog: 30 } as const;

/** Times as a kiosk might send them: good ones, other offsets, no offset, nonsense. */
const anyTime = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .date({ min: new Date("2020-01-01"), max: new Date("2027-12-31"), noInvalidDate: true })
      .map((d) => d.toISOString()),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom("2026-11-20T10:00:00+05:30", "2026-11-20T10:00:00", "2026-13-01T00:00:00Z", "now", ""),
  },
  { weight: 1, arbitrary: anyText },
);
const anyInt = fc.oneof(fc.integer({ min: -5, max: 2000 }), fc.constantFrom(0, 1, 2 ** 31, 1e12, 0.5, -0));

describeEachDatabase("the kiosks' API under random input (fast-check)", (kind) => {
  let t: TestApp;
  let demoId: string;
  let kiosk: NewKiosk;
  let products: string[];
  const tally = new StatusTally();

  beforeAll(async () => {
    t = await buildTestApp(kind, { ...RELAXED_THROTTLE, DEVICE_RATE_LIMIT_PER_MINUTE: "100000" });
    demoId = await companyIdBySubdomain(t, "demo");
    products = [...(await productIds(t, demoId)).values()];
    kiosk = await addKiosk(t, { fill: products.slice(0, 3).map((productId, i) => ({ position: i + 1, productId })) });
    await createPromoCode(t, demoId, { code: "FUZZ", totalLimit: 5, perKioskLimit: 3 });
  });
  afterAll(async () => {
    console.info(`[${kind}] device fuzz, answers by call and status:`, Object.fromEntries(tally.counts));
    await t.close();
  });

  /** Never a 500; a 422 in the one shape; a refused call changes nothing of the company's fleet. */
  async function expectAnswered(label: string, send: () => Promise<LightMyRequestResponse>, allowed: number[]) {
    const before = await fleetSnapshot(t, demoId);
    const response = await send();
    tally.add(label, response.statusCode);
    const context = `${label} → ${response.statusCode} ${response.payload.slice(0, 300)}`;
    expect(allowed, context).toContain(response.statusCode);
    if (response.statusCode === 422) expectValidationShape(response.json());
    if (response.statusCode >= 400) expect(await fleetSnapshot(t, demoId), context).toEqual(before);
    return { response, before };
  }

  it(`POST /heartbeat: ${RUNS.heartbeat} random bodies answer 200 or 422`, async () => {
    const body = jsonBody({
      sent_at: anyTime,
      status: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom("ok", "error", "maintenance") },
        { weight: 1, arbitrary: anyText },
      ),
      error_codes: fc.oneof(
        { weight: 4, arbitrary: fc.array(fc.constantFrom("E1", "COOLER", "TEMP_HIGH"), { maxLength: 3 }) },
        { weight: 1, arbitrary: fc.array(anyText, { maxLength: 25 }) },
      ),
      temperature_c: fc.oneof(
        { weight: 4, arbitrary: fc.double({ min: -60, max: 100, noNaN: true }) },
        { weight: 1, arbitrary: anyValue },
      ),
      trays: fc.oneof(
        {
          weight: 3,
          arbitrary: fc.uniqueArray(
            fc.record({ position: fc.integer({ min: 1, max: 6 }), level: fc.integer({ min: 0, max: 50 }) }),
            { maxLength: 3, selector: (tray) => tray.position },
          ),
        },
        { weight: 1, arbitrary: fc.array(fc.record({ position: anyInt, level: anyInt }), { maxLength: 3 }) },
      ),
    });
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        await expectAnswered("heartbeat", () => kiosk.device.request("POST", "/heartbeat", payload), [200, 422]);
      }),
      { numRuns: RUNS.heartbeat },
    );
  });

  it(`POST /sales: ${RUNS.sales} random batches answer one result per sale, and store exactly the accepted`, async () => {
    const item = fc.record({
      product_id: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...products) },
        { weight: 1, arbitrary: fc.uuid() },
        { weight: 1, arbitrary: anyValue },
      ),
      quantity: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 3 }) }, { weight: 1, arbitrary: anyInt }),
      unit_price_cents: fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: 0, max: 900 }) },
        { weight: 1, arbitrary: anyInt },
      ),
    });
    const sale = fc
      .record({
        id: fc.oneof(
          { weight: 4, arbitrary: fc.stringMatching(/^[A-Za-z0-9-]{1,20}$/) },
          { weight: 1, arbitrary: anyText },
        ),
        occurred_at: fc.oneof(
          { weight: 4, arbitrary: fc.constant(new Date().toISOString()) },
          { weight: 1, arbitrary: anyTime },
        ),
        items: fc.array(item, { minLength: 0, maxLength: 4 }),
        discount: fc.integer({ min: 0, max: 100 }),
        payment_method: fc.oneof(fc.constantFrom("card", "cash", "mobile", "free"), anyText),
        status: fc.constantFrom("paid", "refunded", "failed", undefined, "lost"),
        arithmetic: fc.constantFrom("right", "right", "right", "wrong"),
      })
      .map(({ discount, arithmetic, items, ...rest }) => {
        const subtotal = items.reduce((sum, i) => sum + Number(i.quantity) * Number(i.unit_price_cents), 0);
        const off = arithmetic === "right" ? 0 : 1;
        return {
          ...rest,
          items,
          subtotal_cents: subtotal + off,
          discount_cents: discount,
          total_cents: subtotal - discount,
        };
      });
    const batch = fc.array(fc.oneof({ weight: 6, arbitrary: sale }, { weight: 1, arbitrary: anyValue }), {
      minLength: 1,
      maxLength: 12,
    });
    await fc.assert(
      fc.asyncProperty(batch, async (sales) => {
        const { response, before } = await expectAnswered("sales", () => kiosk.device.sales(sales), [200]);
        const results = response.json().data.results as { status: string }[];
        expect(results).toHaveLength(sales.length);
        const accepted = results.filter((r) => r.status === "accepted").length;
        expect((await fleetSnapshot(t, demoId)).sales).toBe(Number(before.sales) + accepted);
      }),
      { numRuns: RUNS.sales },
    );
  });

  it(`POST /promocodes/redeem and /release: random bodies answer 200, 404 or 422, never over the limit`, async () => {
    const orderId = fc.oneof(fc.constantFrom("o-1", "o-2", "o-3", "o-4", "o-5", "o-6", "o-7"), anyText);
    const code = fc.oneof(fc.constantFrom("FUZZ", "fuzz", "NOPE"), anyText);
    const redeem = jsonBody({ code, order_id: orderId, subtotal_cents: anyInt });
    const release = jsonBody({ code, order_id: orderId });
    await fc.assert(
      fc.asyncProperty(redeem, async (payload) => {
        await expectAnswered("redeem", () => kiosk.device.request("POST", "/promocodes/redeem", payload), [200, 422]);
      }),
      { numRuns: RUNS.redeem },
    );
    await fc.assert(
      fc.asyncProperty(release, async (payload) => {
        await expectAnswered(
          "release",
          () => kiosk.device.request("POST", "/promocodes/release", payload),
          [200, 404, 422],
        );
      }),
      { numRuns: RUNS.release },
    );
    const live = (await fleetSnapshot(t, demoId)).redemptions.filter((r) => r.releasedAt === null);
    expect(live.length).toBeLessThanOrEqual(3);
  });

  it(`GET /catalog: ${RUNS.catalog} random If-None-Match headers answer 200 or 304`, async () => {
    const etag = (await kiosk.device.catalog()).headers.etag as string;
    const header = fc.oneof(
      fc.constant(etag),
      fc.string({ maxLength: 80 }).map((s) => s.replace(/[^\x20-\x7e]/g, "")),
    );
    await fc.assert(
      fc.asyncProperty(header, async (value) => {
        const response = await kiosk.device.catalog({ "if-none-match": value });
        tally.add("catalog", response.statusCode);
        expect(response.statusCode).toBe(value === etag ? 304 : 200);
      }),
      { numRuns: RUNS.catalog },
    );
  });
});
