import { defaultNotificationSettings } from "@froyo/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE } from "../../../test/auth-helpers.js";
import { describeEachDatabase } from "../../../test/databases.js";
import { FakeClock, HOUR, MINUTE } from "../../../test/fake-clock.js";
import { addKiosk, createPromoCode, makeSale, type NewKiosk, productIds, resultsOf } from "../../../test/fleet.js";
import { notificationRows, setSettings, zoneAt } from "../../../test/notifications.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { userIdOf } from "../../../test/users.js";

describeEachDatabase("alerts from sales and schedules", (kind) => {
  const clock = new FakeClock();
  let t: TestApp;
  let demoId: string;
  let adminId: string;
  let proId: string;
  let productId: string;

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE, { clock });
    demoId = await companyIdOf(t, "demo");
    adminId = await userIdOf(t, demoId, "admin@demo.example.com");
    proId = await userIdOf(t, demoId, "pro@demo.example.com");
    productId = (await productIds(t, demoId)).get("FY-ORIG") as string;
  });
  afterAll(() => t.close());

  const tick = async (ms: number) => {
    clock.advance(ms);
    await t.app.jobs.runDueJobs();
  };
  const kinds = async (kiosk: NewKiosk | undefined, kind: string) =>
    (await notificationRows(t.db.database, demoId, kiosk?.id))
      .filter((row) => row.kind === kind)
      .map((row) => (row.userId === adminId ? "admin" : row.userId === proId ? "pro" : row.userId))
      .sort();

  it("the daily digest: once per user and local day, at 08:00 in the user's timezone", async () => {
    const zone = zoneAt(clock.now(), 8, 10);
    const kiosk = await addKiosk(t, { owner: "pro", timezone: zone });
    const yesterday = new Date(clock.now().getTime() - 24 * HOUR).toISOString();
    const sales = [makeSale([{ productId, quantity: 2 }], { occurred_at: yesterday })];
    expect(resultsOf(await kiosk.device.sales(sales))[0]?.status).toBe("accepted");
    const settings = defaultNotificationSettings(zone);
    await setSettings(t.db.database, demoId, proId, settings);
    await tick(MINUTE);
    await tick(MINUTE);
    const digests = (await notificationRows(t.db.database, demoId)).filter(
      (row) => row.kind === "daily_digest" && row.userId === proId,
    );
    expect(digests).toHaveLength(1);
    // The first sales of this database: one order of 2 × 4.50, on the kiosk's (and Pro's) yesterday.
    expect(digests[0]?.title).toMatch(/: \$9\.00$/);
    expect(digests[0]?.inInbox).toBe(false);
    await tick(2 * HOUR);
    expect(
      (await notificationRows(t.db.database, demoId)).filter(
        (row) => row.kind === "daily_digest" && row.userId === proId,
      ),
    ).toHaveLength(1);
  });

  describe("a promo code used up", () => {
    it("alerts staff once, when a redemption takes the last use; a client only for codes of their own kiosks", async () => {
      const kiosk = await addKiosk(t, { owner: "pro" });
      await createPromoCode(t, demoId, { code: "LAST2", totalLimit: 2 });
      await createPromoCode(t, demoId, { code: "PROS1", totalLimit: 1 }, [kiosk.id]);
      const redeem = (code: string, order: string) =>
        kiosk.device.redeem({ code, order_id: order, subtotal_cents: 900 });
      expect((await redeem("LAST2", "o-1")).statusCode).toBe(200);
      await tick(1000);
      expect(await kinds(undefined, "promo_exhausted")).toEqual([]);
      expect((await redeem("LAST2", "o-2")).statusCode).toBe(200);
      expect((await redeem("LAST2", "o-2")).statusCode).toBe(200); // the same order again: idempotent
      expect((await redeem("LAST2", "o-3")).statusCode).toBe(422); // used up: no new event
      expect((await redeem("PROS1", "o-4")).statusCode).toBe(200);
      await tick(1000);
      const rows = (await notificationRows(t.db.database, demoId)).filter((row) => row.kind === "promo_exhausted");
      const who = rows.map((row) => `${row.title} ${row.userId === adminId ? "admin" : "pro"}`).sort();
      expect(who).toEqual([
        "Promo code used up: LAST2 admin",
        "Promo code used up: PROS1 admin",
        "Promo code used up: PROS1 pro",
      ]);
    });
  });
});

// Its own clock, at the real time: the database stamps a kiosk's registration with its own clock, where the suite
// above has moved its clock on by hours.
describeEachDatabase("the no-sales alert", (kind) => {
  const clock = new FakeClock();
  let t: TestApp;
  let demoId: string;
  let adminId: string;
  let proId: string;
  let productId: string;

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE, { clock });
    demoId = await companyIdOf(t, "demo");
    adminId = await userIdOf(t, demoId, "admin@demo.example.com");
    proId = await userIdOf(t, demoId, "pro@demo.example.com");
    productId = (await productIds(t, demoId)).get("FY-ORIG") as string;
  });
  afterAll(() => t.close());

  const tick = async (ms: number) => {
    clock.advance(ms);
    await t.app.jobs.runDueJobs();
  };
  const kinds = async (kiosk: NewKiosk, kind: string) =>
    (await notificationRows(t.db.database, demoId, kiosk.id))
      .filter((row) => row.kind === kind)
      .map((row) => (row.userId === adminId ? "admin" : row.userId === proId ? "pro" : row.userId))
      .sort();

  it("no sale for N hours during opening hours: once per silence, ended by a sale", async () => {
    // A kiosk whose local time is between 11:00 and 13:59: its day stays within opening hours (10:00–22:00) for the
    // five hours this test spans. The clock set to the real time, which the database stamps the kiosk's
    // registration with.
    clock.set(new Date());
    const zone = zoneAt(clock.now(), 11, 13);
    const kiosk = await addKiosk(t, { owner: "pro", timezone: zone });
    const settings = defaultNotificationSettings("UTC");
    await setSettings(t.db.database, demoId, proId, {
      ...settings,
      events: { ...settings.events, no_sales: { ...settings.events.no_sales, hours: 2 } },
    });
    const beat = () => kiosk.device.heartbeat({ sent_at: clock.now().toISOString(), status: "ok" });
    // Time passes; the kiosk is heard from and the alerts' sweep runs.
    const waitOnline = async (ms: number) => {
      clock.advance(ms);
      await beat();
      await tick(MINUTE);
    };
    await waitOnline(0);
    // Registered after opening: its silence starts with it, not at 10:00, so nobody hears of it yet.
    expect(await kinds(kiosk, "no_sales")).toEqual([]);
    await waitOnline(2 * HOUR);
    // Two hours on, Pro (2 h) hears of it; admin (3 h, the default) an hour later, each once.
    expect(await kinds(kiosk, "no_sales")).toEqual(["pro"]);
    await waitOnline(HOUR);
    expect(await kinds(kiosk, "no_sales")).toEqual(["admin", "pro"]);
    await waitOnline(0);
    expect(await kinds(kiosk, "no_sales")).toEqual(["admin", "pro"]);
    const sale = makeSale([{ productId }], { occurred_at: clock.now().toISOString() });
    expect(resultsOf(await kiosk.device.sales([sale]))[0]?.status).toBe("accepted");
    await waitOnline(0);
    // Two hours after that sale Pro hears again; admin's three hours have not passed.
    await waitOnline(2 * HOUR);
    expect(await kinds(kiosk, "no_sales")).toEqual(["admin", "pro", "pro"]);
  });
});
