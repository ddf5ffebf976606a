import type { Dashboard } from "@froyo/contracts";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { modelDashboard } from "../../../test/dashboard-model.js";
import { describeEachDatabase } from "../../../test/databases.js";
import {
  addKiosk,
  companyIdBySubdomain,
  createPromoCode,
  type NewKiosk,
  productIds,
  redeemPromosOf,
  resultsOf,
  setKioskTimes,
} from "../../../test/fleet.js";
import { CostHistory, costEntriesArb, refundPicksArb, refundSome, type SentSale } from "../../../test/money-model.js";
import { loadRaw, MODEL_PROMO_CODES, saleBody, saleDraftArb } from "../../../test/sales-model.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { userIdOf } from "../../../test/users.js";
import { products, trays } from "../../db/schema/index.js";
import { checkRollups } from "../analytics/rollups.service.js";

const ZONES = ["America/Los_Angeles", "Asia/Tokyo", "Europe/London", "America/New_York"] as const;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * `GET /api/dashboard` against the naive model (test/dashboard-model.ts): random recent sales in four zones (around
 * now, yesterday at this time, and the same hour of past weeks), kiosks going offline at random; every card equals
 * the hand-made figure at the instant of the request (the model is computed just before and just after it: the
 * answer must equal one of them, and the lost-sales estimate lie between them).
 */
describeEachDatabase("dashboard", (kind) => {
  let t: TestApp;
  let demoId: string;
  let admin: Browser;
  let pro: Browser;
  let proId: string;
  let kiosks: NewKiosk[];
  let productList: string[];
  let productNames: Map<string, string>;

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdBySubdomain(t, "demo");
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    pro = await signedIn(t, "demo.localhost", "pro@demo.example.com");
    proId = await userIdOf(t, demoId, "pro@demo.example.com");
    productList = [...(await productIds(t, demoId)).values()].slice(0, 4);
    for (const code of MODEL_PROMO_CODES) await createPromoCode(t, demoId, { code, percentOff: 10 });
    kiosks = [];
    for (const [index, timezone] of ZONES.entries()) {
      kiosks.push(
        await addKiosk(t, {
          timezone,
          owner: index % 2 === 0 ? "client" : "pro",
          admin,
          fill: [
            { position: 1, productId: productList[0] as string, level: 3, capacity: 50 },
            { position: 2, productId: productList[1] as string, level: 40, capacity: 50 },
          ],
        }),
      );
    }
    const rows = await t.db.database.withTenant(demoId, (tx) =>
      tx.select({ id: products.id, name: products.name }).from(products).where(eq(products.companyId, demoId)),
    );
    productNames = new Map(rows.map((row) => [row.id, row.name]));
  });
  afterAll(() => t.close());

  const recentArb = () => {
    const now = Date.now();
    const around = (instant: number) => fc.integer({ min: -2 * HOUR_MS, max: 2 * HOUR_MS }).map((d) => instant + d);
    return fc
      .oneof(
        fc.integer({ min: now - 40 * DAY_MS, max: now }),
        around(now - DAY_MS),
        fc.constantFrom(7, 14, 21, 28).chain((weeks) => around(now - weeks * DAY_MS)),
        fc.integer({ min: now - 3 * HOUR_MS, max: now }),
      )
      .map((instant) => Math.min(instant, now - 1000));
  };

  async function modelAt(now: number, ownerId?: string) {
    // Both callers here hold `view sales` (the Company Admin, and the Pro client): both see the margin.
    const seesCosts = true;
    const data = await loadRaw(t, demoId);
    const trayRows = await t.db.database.withTenant(demoId, (tx) =>
      tx.select().from(trays).where(eq(trays.companyId, demoId)),
    );
    return modelDashboard(data, now, {
      ownerId,
      currency: "USD",
      onlineSeconds: 180,
      productNames,
      seesCosts,
      trays: trayRows.map((row) => ({
        kioskId: row.kioskId,
        productId: row.productId,
        level: row.level,
        lowThreshold: row.lowThreshold,
      })),
    });
  }

  async function expectModel(browser: Browser, ownerId?: string) {
    const before = await modelAt(Date.now(), ownerId);
    const response = await browser.get("/api/dashboard");
    const after = await modelAt(Date.now(), ownerId);
    expect(response.statusCode, response.payload).toBe(200);
    const actual = response.json().data as Dashboard;
    const exact = ({ lost_sales: _lost, ...rest }: Dashboard) => rest;
    expect([exact(before), exact(after)]).toContainEqual(exact(actual));
    const lost = actual.lost_sales;
    expect(lost.kiosks.map((k) => k.kiosk_id).sort()).toEqual(before.lost_sales.kiosks.map((k) => k.kiosk_id).sort());
    for (const kiosk of lost.kiosks) {
      const low = before.lost_sales.kiosks.find((k) => k.kiosk_id === kiosk.kiosk_id);
      const high = after.lost_sales.kiosks.find((k) => k.kiosk_id === kiosk.kiosk_id);
      expect(kiosk.revenue_cents).toBeGreaterThanOrEqual(low?.revenue_cents ?? 0);
      expect(kiosk.revenue_cents).toBeLessThanOrEqual(high?.revenue_cents ?? 0);
      expect(kiosk.offline_minutes).toBeGreaterThanOrEqual(low?.offline_minutes ?? 0);
      expect(kiosk.offline_minutes).toBeLessThanOrEqual(high?.offline_minutes ?? 0);
    }
    expect(lost.revenue_cents).toBe(lost.kiosks.reduce((n, k) => n + k.revenue_cents, 0));
    expect(lost.maintenance).toBe(before.lost_sales.maintenance);
    expect(lost.orders).toBeGreaterThanOrEqual(before.lost_sales.orders);
    expect(lost.orders).toBeLessThanOrEqual(after.lost_sales.orders);
  }

  it("answers every card as the raw rows add up, whatever the costs, sales, refunds and the kiosks' heartbeats", async () => {
    const costs = await CostHistory.of(admin, productList);
    await fc.assert(
      fc.asyncProperty(
        costEntriesArb(productList.length),
        refundPicksArb(),
        fc.array(saleDraftArb(ZONES.length, productList.length, recentArb()), { minLength: 1, maxLength: 25 }),
        fc.array(fc.option(fc.integer({ min: 0, max: 30 * HOUR_MS }), { nil: undefined }), {
          minLength: ZONES.length,
          maxLength: ZONES.length,
        }),
        async (costEntries, refundPicks, drafts, heartbeats) => {
          await costs.set(admin, productList, costEntries);
          const sent: SentSale[] = [];
          for (const [index, kiosk] of kiosks.entries()) {
            const own = drafts.filter((d) => d.kiosk === index).map((d) => saleBody(d, productList));
            if (own.length > 0) {
              await redeemPromosOf(kiosk, own);
              for (const result of resultsOf(await kiosk.device.sales(own))) expect(result.status).toBe("accepted");
              sent.push(...own.map((body) => ({ kiosk, body })));
            }
            const ago = heartbeats[index];
            if (ago !== undefined) {
              await setKioskTimes(t, demoId, kiosk.id, { lastHeartbeatAt: Math.floor(ago / 1000) });
            }
          }
          await refundSome(t, demoId, admin, sent, refundPicks);
          await expectModel(admin);
          await expectModel(pro, proId);
        },
      ),
      { numRuns: 15 },
    );
    expect(await checkRollups(t.db.database.db, demoId)).toEqual({ total: 0, sample: [] });
  });

  it("counts a kiosk never seen as offline since it was added, and says it was never seen", async () => {
    const fresh = await addKiosk(t, { admin, name: "Not yet plugged in" });
    const resting = await addKiosk(t, { admin, name: "Being cleaned" });
    const beat = await resting.device.heartbeat({ sent_at: new Date().toISOString(), status: "maintenance" });
    expect(beat.statusCode, beat.payload).toBe(200);
    const dashboard = (await admin.get("/api/dashboard")).json().data as Dashboard;
    expect(dashboard.lost_sales.kiosks.find((kiosk) => kiosk.kiosk_id === fresh.id)).toEqual({
      kiosk_id: fresh.id,
      name: "Not yet plugged in",
      offline_minutes: 0,
      never_seen: true,
      revenue_cents: 0,
    });
    // The card agrees with "Kiosks online": every kiosk not online is offline and listed, or in maintenance and
    // counted apart.
    expect(dashboard.lost_sales.maintenance).toBe(1);
    expect(dashboard.lost_sales.kiosks.map((kiosk) => kiosk.kiosk_id)).not.toContain(resting.id);
    expect(dashboard.kiosks.total - dashboard.kiosks.online).toBe(
      dashboard.lost_sales.kiosks.length + dashboard.lost_sales.maintenance,
    );
  });

  it("counts a client's kiosks and trays only", async () => {
    const own = (await pro.get("/api/dashboard")).json().data as Dashboard;
    const all = (await admin.get("/api/dashboard")).json().data as Dashboard;
    expect(own.kiosks.total).toBeLessThan(all.kiosks.total);
    expect(own.low_trays).toBeLessThan(all.low_trays);
  });
});
