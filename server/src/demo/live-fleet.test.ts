import type { Dashboard } from "@froyo/contracts";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { RELAXED_THROTTLE, signedIn } from "../../test/auth-helpers.js";
import { describeEachDatabase } from "../../test/databases.js";
import { addKiosk, companyIdBySubdomain, type NewKiosk } from "../../test/fleet.js";
import { buildTestApp, type TestApp } from "../../test/test-app.js";
import { kiosks, sales } from "../db/schema/index.js";
import { injectTransport, type LiveFleet, paceOf, startLiveFleet } from "./live-fleet.js";

/**
 * The embedded demo's living fleet: the demo kiosks beat, report their trays and sell through the kiosks' API in
 * the server's own process, the home page then agrees with them, a kiosk an operator added is left alone, and
 * stopping hands in every sale made. Sped up: a beat every 150 ms, two sales a second.
 */
describeEachDatabase("the demo's live fleet", (kind) => {
  let t: TestApp;
  let demoId: string;
  let operator: NewKiosk;
  let fleet: LiveFleet;

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdBySubdomain(t, "demo");
    operator = await addKiosk(t, { name: "Airport Terminal" });
  });
  afterAll(async () => {
    await fleet?.stop();
    await t?.close();
  });

  const demoKiosks = () =>
    t.db.database.withTenant(demoId, (tx) =>
      tx
        .select({ id: kiosks.id, seen: kiosks.lastHeartbeatAt, isDemo: kiosks.isDemo })
        .from(kiosks)
        .where(and(eq(kiosks.companyId, demoId), eq(kiosks.isDemo, true))),
    );
  const salesOf = async (kioskId: string) => {
    const [row] = await t.db.database.withTenant(demoId, (tx) =>
      tx
        .select({ n: count() })
        .from(sales)
        .where(and(eq(sales.companyId, demoId), eq(sales.kioskId, kioskId))),
    );
    return Number(row?.n ?? 0);
  };

  it("is off under tests unless asked for", () => {
    expect(t.app.demoFleet).toBeNull();
  });

  it("lives through the kiosks' API, for the demo's kiosks only, and stops handing in every sale", async () => {
    fleet = await startLiveFleet({
      database: t.db.database,
      transport: injectTransport(t.app),
      appDomain: "localhost",
      log: t.app.log,
      behaviour: { heartbeatMs: 150, catalogMs: 1000, offlineShare: 0 },
      pace: () => ({ perMinuteAt: () => 120, ceiling: 120 }),
    });
    expect(fleet.size).toBe(6); // the seed's four and two, Demo Froyo's and Acme Swirl's
    const demo = await demoKiosks();
    expect(demo).toHaveLength(4);
    await expect
      .poll(async () => (await demoKiosks()).every((kiosk) => kiosk.seen !== null), { timeout: 20_000 })
      .toBe(true);
    for (const kiosk of demo) await expect.poll(() => salesOf(kiosk.id), { timeout: 20_000 }).toBeGreaterThan(0);

    // The home page agrees with the fleet: the demo kiosks online, the operator's (never plugged in) offline.
    const admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    const dashboard = (await admin.get("/api/dashboard")).json().data as Dashboard;
    expect(dashboard.kiosks).toEqual({ online: 4, total: 5 });
    expect(dashboard.lost_sales.kiosks.map((kiosk) => [kiosk.kiosk_id, kiosk.never_seen])).toEqual([
      [operator.id, true],
    ]);

    await fleet.stop();
    const check = fleet.ledger.check();
    expect(check.ok, JSON.stringify(check)).toBe(true);
    // Stopped means stopped: no beat after it.
    const after = await demoKiosks();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await demoKiosks()).toEqual(after);

    // The operator's kiosk kept its key and was never driven.
    expect((await operator.device.catalog()).statusCode).toBe(200);
    expect(await salesOf(operator.id)).toBe(0);
  }, 60_000);

  it("sells at the kiosk's history's rate for the hour and weekday: none while closed, more at lunch", () => {
    const pace = paceOf({ serialNumber: "DF-LA-001", timezone: "UTC" });
    const at = (hour: number) => pace.perMinuteAt(Date.UTC(2025, 5, 14, hour, 30));
    expect(at(3)).toBe(0);
    expect(at(12)).toBeGreaterThan(at(10));
    for (let hour = 0; hour < 24; hour += 1) expect(at(hour)).toBeLessThanOrEqual(pace.ceiling);
    // About 48 orders on an average day (4 an open hour), per minute.
    expect(at(12) * 60).toBeGreaterThan(2);
    expect(at(12) * 60).toBeLessThan(20);
  });
});

describeEachDatabase("the demo's live fleet with the app", (kind) => {
  it("starts with the app when DEMO_LIVE=1 and stops when it closes", async () => {
    const t = await buildTestApp(kind, { ...RELAXED_THROTTLE, DEMO_LIVE: "1" });
    try {
      expect(t.app.demoFleet?.size).toBe(6);
    } finally {
      const startedAt = Date.now();
      await t.close();
      expect(Date.now() - startedAt).toBeLessThan(10_000);
    }
  }, 60_000);
});
