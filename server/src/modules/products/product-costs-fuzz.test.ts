import { PRODUCT_PRICE_MAX_CENTS, type Product, type ProductCost } from "@froyo/contracts";
import { and, asc, count, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { insertProducts } from "../../../test/fleet.js";
import { anyId, anyText, jsonBody, StatusTally } from "../../../test/fuzz-arbitraries.js";
import { localOf } from "../../../test/sales-model.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { expectValidationShape } from "../../../test/validation.js";
import { auditLog, companies, productCosts } from "../../db/schema/index.js";

const RUNS = 100;

const anyCost = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: 0, max: PRODUCT_PRICE_MAX_CENTS }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(0, -0, -1, 1.5, PRODUCT_PRICE_MAX_CENTS + 1, 2 ** 31, 2 ** 53, 1e308, "100", null, []),
  },
);
/** Days: a few again and again (the same day replaces its cost), any real day, and every kind of wrong one. */
const anyDay = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("2025-12-31", "2026-01-01", "2026-06-15") },
  {
    weight: 3,
    arbitrary: fc
      .date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("9999-12-31T00:00:00Z"), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10)),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "2026-02-29",
      "2024-02-29",
      "0000-01-01",
      "1899-12-31",
      "9999-12-31",
      "10000-01-01",
      "2026-1-1",
      "2026-01-01T00:00:00Z",
      " 2026-01-01",
      "2026-01-01\u0000",
      "",
    ),
  },
  { weight: 1, arbitrary: anyText },
);

describeOnOneDatabase("POST /api/products/{id}/costs under random input (fast-check)", (kind) => {
  let t: TestApp;
  let demoId: string;
  let acmeId: string;
  let admin: Browser;
  let targets: string[];
  let acmeProduct: string;
  const tally = new StatusTally();
  /** The history each target should have: day → cost. */
  const model = new Map<string, Map<string, number>>();

  /** Every cost row of both companies, and the demo company's audit entries. */
  const costSnapshot = async () => {
    const rowsOf = (companyId: string) =>
      t.db.database.withTenant(companyId, (tx) =>
        tx
          .select()
          .from(productCosts)
          .where(eq(productCosts.companyId, companyId))
          .orderBy(asc(productCosts.productId), asc(productCosts.effectiveFrom)),
      );
    const audit = await t.db.database.withTenant(demoId, (tx) =>
      tx
        .select({ n: count() })
        .from(auditLog)
        .where(and(eq(auditLog.companyId, demoId), eq(auditLog.action, "products.cost"))),
    );
    return { demo: await rowsOf(demoId), acme: await rowsOf(acmeId), audit: Number(audit[0]?.n) };
  };

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdOf(t, "demo");
    acmeId = await companyIdOf(t, "acme");
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    targets = await insertProducts(t, demoId, [
      { name: "Fuzz cost A", sku: "FZC-A", priceCents: 450 },
      { name: "Fuzz cost B", sku: "FZC-B", priceCents: 450 },
    ]);
    for (const target of targets) model.set(target, new Map());
    [acmeProduct] = (await insertProducts(t, acmeId, [{ name: "Acme's", sku: "FZC-ACME", priceCents: 450 }])) as [
      string,
    ];
  });
  afterAll(async () => {
    console.info(`[${kind}] product costs fuzz, answers by status:`, Object.fromEntries(tally.counts));
    await t.close();
  });

  it(`${RUNS} random ids and bodies answer 201, 404 or 422, and only a 201 changes the history`, async () => {
    const target = fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...targets) },
      { weight: 1, arbitrary: fc.constant(acmeProduct) },
      { weight: 2, arbitrary: anyId(fc.constantFrom(...targets)) },
    );
    const wellFormed = fc
      .record({
        cost_cents: fc.integer({ min: 0, max: PRODUCT_PRICE_MAX_CENTS }),
        effective_from: fc.constantFrom("2025-12-31", "2026-01-01", "2026-06-15", "1900-01-01", "9999-12-31"),
      })
      .map((cost) => JSON.stringify(cost));
    const body = fc.oneof(wellFormed, jsonBody({ cost_cents: anyCost, effective_from: anyDay }));
    await fc.assert(
      fc.asyncProperty(target, body, async (productId, payload) => {
        const before = await costSnapshot();
        const response = await admin.post(`/api/products/${productId}/costs`, payload);
        tally.add("cost", response.statusCode);
        const context = `${productId} ${payload.slice(0, 300)} → ${response.statusCode} ${response.payload.slice(0, 300)}`;
        const history = model.get(productId);
        expect(history ? [201, 422] : [404, 422], context).toContain(response.statusCode);
        const after = await costSnapshot();
        if (response.statusCode !== 201 || !history) {
          if (response.statusCode === 422) expectValidationShape(response.json());
          else expect(response.json(), context).toEqual({ message: "Not found." });
          expect(after, context).toEqual(before);
          return;
        }
        const cost = response.json().data as ProductCost;
        const sent = JSON.parse(payload) as { cost_cents: number; effective_from: string };
        expect(cost, context).toEqual({
          cost_cents: sent.cost_cents,
          effective_from: sent.effective_from,
          created_at: expect.any(String),
        });
        history.set(cost.effective_from, cost.cost_cents);
        // One row per day of the history (a day set again is replaced), one audit entry per cost set.
        expect(after.acme, context).toEqual(before.acme);
        expect(after.audit, context).toBe(before.audit + 1);
        expect(after.demo.filter((row) => row.productId === productId)).toHaveLength(history.size);
        expect(after.demo.filter((row) => row.productId !== productId)).toEqual(
          before.demo.filter((row) => row.productId !== productId),
        );
        const listed = (await admin.get(`/api/products/${productId}/costs`)).json().data as ProductCost[];
        const expected = [...history].sort(([a], [b]) => (a < b ? 1 : -1));
        expect(listed.map((row) => [row.effective_from, row.cost_cents])).toEqual(expected);
      }),
      { numRuns: RUNS },
    );
    expect(tally.total("cost")).toBe(RUNS);

    // Each product carries the cost its history puts in force today, in the company's timezone.
    const [company] = await t.db.database.db
      .select({ timezone: companies.defaultTimezone })
      .from(companies)
      .where(eq(companies.id, demoId));
    const today = localOf(Date.now(), company?.timezone ?? "UTC").date;
    for (const productId of targets) {
      const inForce = [...(model.get(productId) ?? [])]
        .filter(([day]) => day <= today)
        .sort(([a], [b]) => (a < b ? 1 : -1))[0];
      const product = (await admin.get(`/api/products/${productId}`)).json().data as Product;
      expect(product.cost_cents).toBe(inForce?.[1] ?? null);
    }
  });
});
