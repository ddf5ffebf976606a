import { MAX_SALE_CENTS, type Refund } from "@froyo/contracts";
import { and, asc, count, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { addKiosk, makeSale, productIds, resultsOf } from "../../../test/fleet.js";
import { anyId, anyText, anyValue, jsonBody, StatusTally } from "../../../test/fuzz-arbitraries.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { expectValidationShape } from "../../../test/validation.js";
import { auditLog, saleRefunds, sales } from "../../db/schema/index.js";
import { checkRollups } from "../analytics/rollups.service.js";

const RUNS = 100;

/** Amounts: mostly small enough to be refunded, and every kind of wrong number. */
const anyAmount = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(1, 50, 100, 333) },
  { weight: 2, arbitrary: fc.integer({ min: -5, max: 2_000 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(0, -0, 0.5, -1, MAX_SALE_CENTS, MAX_SALE_CENTS + 1, 2 ** 31, 2 ** 53, 1e308, "100"),
  },
);

describeOnOneDatabase("POST /api/sales/{id}/refunds under random input (fast-check)", (kind) => {
  let t: TestApp;
  let demoId: string;
  let admin: Browser;
  let saleIds: string[];
  let products: string[];
  const tally = new StatusTally();
  let kioskId: string;

  /** What a refund changes: the kiosk's sales (status, refunded), the company's refunds and audit entries. */
  const moneySnapshot = () =>
    t.db.database.withTenant(demoId, async (tx) => ({
      sales: await tx
        .select({
          id: sales.id,
          status: sales.status,
          totalCents: sales.totalCents,
          refundedCents: sales.refundedCents,
        })
        .from(sales)
        .where(and(eq(sales.companyId, demoId), eq(sales.kioskId, kioskId)))
        .orderBy(asc(sales.id)),
      refunds: (await tx.select({ n: count() }).from(saleRefunds).where(eq(saleRefunds.companyId, demoId)))[0]?.n,
      audit: (await tx.select({ n: count() }).from(auditLog).where(eq(auditLog.companyId, demoId)))[0]?.n,
    }));

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdOf(t, "demo");
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    products = [...(await productIds(t, demoId)).values()].slice(0, 3);
    const kiosk = await addKiosk(t, { admin });
    kioskId = kiosk.id;
    const [a, b] = products as [string, string];
    const orders = [
      makeSale([{ productId: a, quantity: 2 }, { productId: b }]),
      makeSale([{ productId: a, quantity: 2 }, { productId: b }]),
      makeSale([{ productId: b, quantity: 3 }]),
      makeSale([{ productId: a }], { status: "failed" }),
    ];
    for (const result of resultsOf(await kiosk.device.sales(orders))) expect(result.status).toBe("accepted");
    const page = (await admin.get(`/api/sales?kiosk_id=${kiosk.id}&per_page=100`)).json().data as { id: string }[];
    saleIds = page.map((row) => row.id);
    expect(saleIds).toHaveLength(orders.length);
  });
  afterAll(async () => {
    console.info(`[${kind}] back-office refunds fuzz, answers by status:`, Object.fromEntries(tally.counts));
    await t.close();
  });

  it(`${RUNS} random sale ids and bodies answer 200, 201, 404 or 422, and only a 201 changes anything`, async () => {
    const item = fc.oneof(
      {
        weight: 5,
        arbitrary: fc.record({
          product_id: fc.oneof(
            { weight: 4, arbitrary: fc.constantFrom(...products) },
            { weight: 1, arbitrary: fc.uuid() },
            { weight: 1, arbitrary: anyValue },
          ),
          quantity: fc.oneof(
            { weight: 4, arbitrary: fc.integer({ min: 1, max: 3 }) },
            { weight: 1, arbitrary: anyAmount },
          ),
        }),
      },
      { weight: 1, arbitrary: anyValue },
    );
    const reasons = fc.constantFrom("Melted", "Wrong cup");
    /** Well-formed refunds: most pass validation and reach app_refund_sale (stored, or beyond what is left). */
    const wellFormed = fc
      .record({
        id: fc.oneof({ weight: 5, arbitrary: fc.uuid() }, { weight: 1, arbitrary: fc.constantFrom("fz-a", "fz-b") }),
        amount_cents: fc.constantFrom(1, 50, 100, 333),
        reason: reasons,
        items: fc.option(
          fc.uniqueArray(
            fc.record({ product_id: fc.constantFrom(...products), quantity: fc.integer({ min: 1, max: 2 }) }),
            { maxLength: 2, selector: (line) => line.product_id },
          ),
          { nil: undefined },
        ),
      })
      .map((refund) => JSON.stringify(refund));
    const random = jsonBody({
      id: fc.oneof(
        { weight: 2, arbitrary: fc.constantFrom("fz-a", "fz-b") },
        { weight: 2, arbitrary: fc.uuid() },
        { weight: 1, arbitrary: anyText },
      ),
      amount_cents: anyAmount,
      reason: fc.oneof({ weight: 3, arbitrary: reasons }, { weight: 1, arbitrary: anyText }),
      items: fc.oneof(
        { weight: 3, arbitrary: fc.constant(undefined) },
        { weight: 2, arbitrary: fc.array(item, { maxLength: 3 }) },
        { weight: 1, arbitrary: fc.array(item, { minLength: 95, maxLength: 105 }) },
        { weight: 1, arbitrary: anyValue },
      ),
    });
    const saleId = fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...saleIds) },
      { weight: 1, arbitrary: anyId(fc.constantFrom(...saleIds)) },
    );
    /** A new call, or the replay of one stored earlier (by index): a replay answers 200 and changes nothing. */
    const call = fc.oneof(
      {
        weight: 5,
        arbitrary: fc.record({
          saleId,
          payload: fc.oneof({ weight: 1, arbitrary: wellFormed }, { weight: 1, arbitrary: random }),
        }),
      },
      { weight: 1, arbitrary: fc.nat().map((replay) => ({ replay })) },
    );
    /** The calls answered 201, to replay. */
    const made: { saleId: string; payload: string; refund: Refund }[] = [];

    await fc.assert(
      fc.asyncProperty(call, async (drawn) => {
        const replayed = "replay" in drawn ? made[drawn.replay % Math.max(made.length, 1)] : undefined;
        const { saleId, payload } =
          "replay" in drawn ? (replayed ?? made[0] ?? { saleId: "none", payload: "{}" }) : drawn;
        const before = await moneySnapshot();
        const response = await admin.post(`/api/sales/${saleId}/refunds`, payload);
        tally.add(replayed ? "replay" : "refund", response.statusCode);
        const context = `${saleId} ${payload.slice(0, 300)} → ${response.statusCode} ${response.payload.slice(0, 300)}`;
        expect([200, 201, 404, 422], context).toContain(response.statusCode);
        const after = await moneySnapshot();
        if (replayed) {
          expect(response.statusCode, context).toBe(200);
          expect(response.json().data, context).toEqual(replayed.refund);
        }
        if (response.statusCode === 201) {
          const refund = response.json().data as Refund;
          expect(refund.amount_cents, context).toBeGreaterThan(0);
          // The refunded sale gives back the amount (and is refunded once it gave back all); nothing else moves.
          const refunded = (sale: (typeof before.sales)[number]) => {
            const refundedCents = sale.refundedCents + refund.amount_cents;
            return { ...sale, refundedCents, status: refundedCents === sale.totalCents ? "refunded" : sale.status };
          };
          expect(after, context).toEqual({
            sales: before.sales.map((sale) => (sale.id === saleId ? refunded(sale) : sale)),
            refunds: Number(before.refunds) + 1,
            audit: Number(before.audit) + 1,
          });
          made.push({ saleId, payload, refund });
          return;
        }
        expect(after, context).toEqual(before);
        if (response.statusCode === 200) {
          const refund = response.json().data as Refund;
          expect(refund, context).toEqual(made.find((m) => m.saleId === saleId && m.refund.id === refund.id)?.refund);
        } else if (response.statusCode === 422) {
          expectValidationShape(response.json());
        } else {
          expect(response.json(), context).toEqual({ message: "Not found." });
        }
      }),
      { numRuns: RUNS },
    );
    expect(tally.total("refund") + tally.total("replay")).toBe(RUNS);
    expect(made.length).toBeGreaterThan(0);
    // The sales never gave back more than they took.
    for (const saleId of saleIds) {
      const sale = (await admin.get(`/api/sales/group/${saleId}`)).json().data;
      expect(sale.refunded_cents).toBeLessThanOrEqual(sale.total_cents);
      expect(sale.refunds.reduce((sum: number, r: Refund) => sum + r.amount_cents, 0)).toBe(sale.refunded_cents);
    }
    // And every rollup moved with them.
    expect((await checkRollups(t.db.database.db, demoId)).sample).toEqual([]);
  });
  it("answers a reason with a NUL character with a 422, not a 500", async () => {
    const response = await admin.post(`/api/sales/${saleIds[0]}/refunds`, {
      id: crypto.randomUUID(),
      amount_cents: 1,
      reason: "Melted\u0000",
    });
    expect(response.statusCode, response.payload).toBe(422);
  });

  it("answers a reason with a lone surrogate with a 201 or a 422, not a 500", async () => {
    const response = await admin.post(`/api/sales/${saleIds[0]}/refunds`, {
      id: crypto.randomUUID(),
      amount_cents: 1,
      reason: "Melted \ud800",
    });
    expect([201, 422], response.payload).toContain(response.statusCode);
  });
});
