import { ANALYTICS_GRANULARITIES, type AnalyticsGranularity } from "@froyo/contracts";
import { and, eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { parseCsv } from "../../../test/csv.js";
import { describeEachDatabase } from "../../../test/databases.js";
import {
  addKiosk,
  companyIdBySubdomain,
  createPromoCode,
  type NewKiosk,
  productIds,
  redeemPromosOf,
  resultsOf,
} from "../../../test/fleet.js";
import {
  CostHistory,
  costEntriesArb,
  expectFrozenCosts,
  modelDrafts,
  modelJournal,
  refundPicksArb,
  refundSome,
  type SentSale,
} from "../../../test/money-model.js";
import {
  addDays,
  instantArb,
  loadRaw,
  MODEL_PROMO_CODES,
  type ModelQuery,
  modelAnalytics,
  saleBody,
  saleDraftArb,
} from "../../../test/sales-model.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { userIdOf } from "../../../test/users.js";
import { expectValidationShape } from "../../../test/validation.js";
import { products, users } from "../../db/schema/index.js";
import { checkRollups } from "./rollups.service.js";

const ZONES = ["America/Los_Angeles", "Asia/Tokyo", "Europe/London", "America/New_York"] as const;
const RUNS = 15;
/** Every instant instantArb draws (February 2026 to now), by month. */
const WHOLE_HISTORY: ModelQuery = {
  from: "2026-02-01",
  to: new Date().toISOString().slice(0, 10),
  granularity: "month",
};

/**
 * `GET /api/sales/data` against the naive model (test/sales-model.ts): random sales in four zones, around midnights
 * and DST changes, refunded and failed ones, sent in shuffled batches and replayed; every figure of every answer
 * equals the same figure summed by hand from the raw rows, for staff and for a client, and the rollups never drift.
 */
describeEachDatabase("sales analytics", (kind) => {
  let t: TestApp;
  let demoId: string;
  let admin: Browser;
  let pro: Browser;
  let client: Browser;
  let proId: string;
  let kiosks: NewKiosk[];
  let productList: string[];
  let productNames: Map<string, string>;
  let clients: Parameters<typeof modelDrafts>[2];

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdBySubdomain(t, "demo");
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    pro = await signedIn(t, "demo.localhost", "pro@demo.example.com");
    client = await signedIn(t, "demo.localhost", "client@demo.example.com");
    proId = await userIdOf(t, demoId, "pro@demo.example.com");
    productList = [...(await productIds(t, demoId)).values()].slice(0, 4);
    for (const code of MODEL_PROMO_CODES) await createPromoCode(t, demoId, { code, percentOff: 10 });
    kiosks = [];
    for (const [index, timezone] of ZONES.entries()) {
      kiosks.push(await addKiosk(t, { timezone, owner: index % 2 === 0 ? "client" : "pro", admin }));
    }
    const rows = await t.db.database.withTenant(demoId, (tx) =>
      tx.select({ id: products.id, name: products.name }).from(products).where(eq(products.companyId, demoId)),
    );
    productNames = new Map(rows.map((row) => [row.id, row.name]));
    // The Pro client's terms are set here; the plain client keeps the demo's.
    const terms = await admin.request("PUT", `/api/users/${proId}/terms`, {
      royalty_percent: 7.5,
      monthly_fee_cents: 1234,
    });
    expect(terms.statusCode, terms.payload).toBe(200);
    const people = await t.db.database.withTenant(demoId, (tx) =>
      tx
        .select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt })
        .from(users)
        .where(
          and(eq(users.companyId, demoId), inArray(users.email, ["client@demo.example.com", "pro@demo.example.com"])),
        ),
    );
    clients = [];
    for (const { createdAt, ...person } of people) {
      const own = (await admin.get(`/api/users/${person.id}/terms`)).json().data;
      clients.push({
        ...person,
        since: new Date(createdAt).toISOString().slice(0, 10),
        royaltyBasisPoints: Math.round(own.royalty_percent * 100),
        monthlyFeeCents: own.monthly_fee_cents,
      });
    }
  });
  afterAll(() => t.close());

  const latest = () => Date.now() - 60_000;

  const queryArb = (kioskIds: () => string[]) =>
    fc
      .record({
        granularity: fc.constantFrom<AnalyticsGranularity>(...ANALYTICS_GRANULARITIES),
        start: fc.oneof(
          fc.constantFrom("2026-03-07", "2026-03-28", "2026-10-24", "2026-10-31", "2026-07-31"),
          fc.integer({ min: 0, max: 290 }).map((days) => addDays("2026-02-10", days)),
        ),
        span: fc.integer({ min: 1, max: 70 }),
        kiosk: fc.option(fc.integer({ min: 0, max: 7 }), { nil: undefined }),
        product: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
      })
      .map((q): ModelQuery => {
        const span = q.granularity === "hour" ? Math.min(q.span, 4) : q.span;
        return {
          from: q.start,
          to: addDays(q.start, span - 1),
          granularity: q.granularity,
          ...(q.kiosk !== undefined && q.kiosk < kioskIds().length ? { kiosk_id: kioskIds()[q.kiosk] } : {}),
          ...(q.product !== undefined ? { product_id: productList[q.product] } : {}),
        };
      });

  const url = (query: ModelQuery) =>
    `/api/sales/data?${new URLSearchParams(Object.entries(query).filter(([, value]) => value !== undefined)).toString()}`;

  async function expectModel(browser: Browser, query: ModelQuery, ownerId?: string) {
    const response = await browser.get(url(query));
    expect(response.statusCode, response.payload).toBe(200);
    const data = await loadRaw(t, demoId);
    const expected = modelAnalytics(data, query, { ownerId, currency: "USD", companyZone: "UTC", productNames });
    expect(response.json().data, JSON.stringify(query)).toEqual(expected);
  }

  /** A month's draft statements, client by client and kiosk by kiosk, as the raw rows add up (money-model.ts). */
  async function expectDrafts(month: string) {
    const response = await admin.get(`/api/statements?month=${month}`);
    expect(response.statusCode, response.payload).toBe(200);
    expect(response.json().data).toEqual(modelDrafts(await loadRaw(t, demoId), month, clients, "USD"));
  }

  /** The accounting journal of the range, line by line, as the raw rows add up (test/money-model.ts). */
  async function expectJournal(from: string, to: string) {
    const response = await admin.get(`/api/sales/journal.csv?from=${from}&to=${to}`);
    expect(response.statusCode, response.payload).toBe(200);
    const [header, ...lines] = parseCsv(response.payload);
    expect(header?.slice(0, 5)).toEqual(["Date", "Amount", "Payee", "Description", "Reference"]);
    expect(lines).toEqual(modelJournal(await loadRaw(t, demoId), from, to, "USD"));
  }

  it("answers every figure as the raw sales add up, after random costs, sales, refunds, failures and late replays", async () => {
    const costs = await CostHistory.of(admin, productList);
    await fc.assert(
      fc.asyncProperty(
        costEntriesArb(productList.length),
        fc.array(saleDraftArb(ZONES.length, productList.length, instantArb(latest())), {
          minLength: 1,
          maxLength: 25,
        }),
        fc.integer({ min: 0, max: 100 }),
        refundPicksArb(),
        queryArb(() => kiosks.map((k) => k.id)),
        async (costEntries, drafts, replayShare, refundPicks, query) => {
          await costs.set(admin, productList, costEntries);
          const bodies = drafts.map((draft) => ({ draft, body: saleBody(draft, productList) }));
          const sent: SentSale[] = [];
          // Each kiosk sends its sales in an order of its own; then some of them again (a late replay).
          for (const [index, kiosk] of kiosks.entries()) {
            const own = bodies.filter((b) => b.draft.kiosk === index).map((b) => b.body);
            if (own.length === 0) continue;
            await redeemPromosOf(kiosk, own);
            for (const result of resultsOf(await kiosk.device.sales(own.reverse()))) {
              expect(result.status).toBe("accepted");
            }
            const zone = { id: kiosk.id, timezone: ZONES[index] as string };
            await expectFrozenCosts(
              t,
              demoId,
              zone,
              own.map((body) => body.id),
              costs,
            );
            const replay = own.filter((_, i) => (i * 37) % 100 < replayShare);
            if (replay.length > 0) {
              for (const result of resultsOf(await kiosk.device.sales(replay))) expect(result.status).toBe("duplicate");
            }
            sent.push(...own.map((body) => ({ kiosk, body })));
          }
          await refundSome(t, demoId, admin, sent, refundPicks);
          await expectModel(admin, query);
          // Every sale so far, by month: each run's refunds and costs are in view whatever the random range.
          await expectModel(admin, WHOLE_HISTORY);
          await expectJournal(query.from, query.to);
          await expectDrafts(query.from.slice(0, 7));
          await expectModel(pro, { ...query, kiosk_id: undefined }, proId);
        },
      ),
      { numRuns: RUNS },
    );
    expect(await checkRollups(t.db.database.db, demoId)).toEqual({ total: 0, sample: [] });
  });

  it("shows a client none of another owner's kiosks, and refuses another owner's kiosk as unknown", async () => {
    const own = (await pro.get("/api/sales/data?from=2026-02-01&to=2027-01-31&granularity=month")).json().data;
    const all = [...(await loadRaw(t, demoId)).kiosks.values()];
    const proKiosks = new Set(all.filter((k) => k.ownerId === proId).map((k) => k.id));
    expect(own.by_kiosk.length).toBeGreaterThan(0);
    for (const row of own.by_kiosk) expect(proKiosks.has(row.kiosk_id)).toBe(true);
    const clientsKiosk = kiosks[0]?.id as string;
    const response = await pro.get(`/api/sales/data?from=2026-02-01&to=2026-03-01&kiosk_id=${clientsKiosk}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ kiosk_id: ["The kiosk is not known."] });
    // Plain clients do not hold `view sales`.
    expect((await client.get("/api/sales/data?from=2026-02-01&to=2026-03-01")).statusCode).toBe(403);
  });

  it("answers 422 with field messages for a bad range, granularity, id or a range too long", async () => {
    const cases: [string, string[]][] = [
      ["", ["from", "to"]],
      ["from=2026-02-30&to=2026-03-01", ["from"]],
      ["from=2026-03-02&to=2026-03-01", ["to"]],
      ["from=2024-01-01&to=2026-03-01", ["to"]],
      ["from=2026-01-01&to=2026-03-01&granularity=hour", ["granularity"]],
      ["from=2026-01-01&to=2026-01-02&granularity=minute", ["granularity"]],
      ["from=2026-01-01&to=2026-01-02&kiosk_id=nope", ["kiosk_id"]],
      ["from=2026-01-01&to=2026-01-02&product_id=0190f0c2-6a8b-7c3d-9e4f-5a6b7c8d9e0f", ["product_id"]],
    ];
    for (const [query, fields] of cases) {
      const response = await admin.get(`/api/sales/data?${query}`);
      expect(response.statusCode, query).toBe(422);
      expectValidationShape(response.json());
      expect(Object.keys(response.json().errors).sort(), query).toEqual(fields);
    }
  });

  it("labels hours on each kiosk's wall clock: 23 on the spring-forward day of one zone, the repeated hour once", async () => {
    const la = kiosks[0] as NewKiosk;
    const spring = (
      await admin.get(`/api/sales/data?from=2026-03-08&to=2026-03-08&granularity=hour&kiosk_id=${la.id}`)
    ).json().data.series as { bucket: string }[];
    expect(spring).toHaveLength(23);
    expect(spring.map((p) => p.bucket)).not.toContain("2026-03-08T02");
    const fall = (
      await admin.get(`/api/sales/data?from=2026-11-01&to=2026-11-01&granularity=hour&kiosk_id=${la.id}`)
    ).json().data.series as { bucket: string }[];
    expect(fall).toHaveLength(24);
    // With a Tokyo kiosk beside it, 02:00 exists in one of the zones: every label of the day.
    const both = (await admin.get("/api/sales/data?from=2026-03-08&to=2026-03-08&granularity=hour")).json().data
      .series as { bucket: string }[];
    expect(both).toHaveLength(24);
  });
});
