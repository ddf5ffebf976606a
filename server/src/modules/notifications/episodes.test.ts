import { defaultNotificationSettings, type NotificationSettings } from "@froyo/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import { describeEachDatabase } from "../../../test/databases.js";
import { beforeNextOpening, FakeClock, MINUTE } from "../../../test/fake-clock.js";
import { addKiosk, type NewKiosk, productIds, setKioskTimes } from "../../../test/fleet.js";
import { kioskEvents, notificationRows, setSettings, zoneAt } from "../../../test/notifications.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { userIdOf } from "../../../test/users.js";
import { queryRows } from "../../db/types.js";
import { fanOut } from "./alerts/fan-out.js";
import { detectOffline } from "./alerts/kiosk-conditions.js";
import { loadAudience } from "./alerts/recipients.js";

/**
 * An episode (a low tray, a silent kiosk, an outage) ends with a real change of what it is about, not with a
 * user's settings or a blip; and an outage ended by a heartbeat during its fan-out is announced in order.
 */
describeEachDatabase("alert episodes", (kind) => {
  const clock = new FakeClock(beforeNextOpening());
  let t: TestApp;
  let demoId: string;
  let adminId: string;
  let proId: string;
  const base = defaultNotificationSettings("UTC");
  const withEvent = <E extends keyof NotificationSettings["events"]>(
    event: E,
    value: Partial<NotificationSettings["events"][E]>,
  ): NotificationSettings => ({ ...base, events: { ...base.events, [event]: { ...base.events[event], ...value } } });

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE, { clock });
    demoId = await companyIdOf(t, "demo");
    adminId = await userIdOf(t, demoId, "admin@demo.example.com");
    proId = await userIdOf(t, demoId, "pro@demo.example.com");
  });
  afterAll(() => t.close());

  const beat = (kiosk: NewKiosk, body: Record<string, unknown> = {}) =>
    kiosk.device.heartbeat({ sent_at: clock.now().toISOString(), status: "ok", ...body });
  const tick = async (ms: number) => {
    clock.advance(ms);
    await t.app.jobs.runDueJobs();
  };
  const received = async (kiosk: NewKiosk, event: string) =>
    (await notificationRows(t.db.database, demoId, kiosk.id))
      .filter((row) => row.kind === event)
      .map((row) => (row.userId === adminId ? "admin" : row.userId === proId ? "pro" : row.userId))
      .sort();

  it("a low tray stays one alert while its user turns the event off and on or changes their percentage", async () => {
    const productId = (await productIds(t, demoId)).get("FY-ORIG") as string;
    const kiosk = await addKiosk(t, { owner: "pro", fill: [{ position: 1, productId, capacity: 50, level: 50 }] });
    const level = async (value: number) => {
      await beat(kiosk, { trays: [{ position: 1, level: value }] });
      await tick(MINUTE);
    };
    await tick(MINUTE); // heartbeats newer than the tray's fill (made at real time) set its level
    await level(10);
    expect(await received(kiosk, "tray_low")).toEqual(["admin", "pro"]);
    const off = withEvent("tray_low", { inbox: false, email: false, push: false });
    for (const settings of [off, base, withEvent("tray_low", { percent: 10 }), base]) {
      await setSettings(t.db.database, demoId, proId, settings);
      await level(10);
    }
    expect(await received(kiosk, "tray_low")).toEqual(["admin", "pro"]);
    await level(50); // refilled: over
    await level(10);
    expect(await received(kiosk, "tray_low")).toEqual(["admin", "admin", "pro", "pro"]);
  });

  it("a silent kiosk stays one alert through a short outage and a maintenance heartbeat", async () => {
    const kiosk = await addKiosk(t, { owner: "pro", timezone: zoneAt(clock.now(), 13, 18) });
    // Registered yesterday (the database's clock; this suite's runs ahead): its silence began at today's opening.
    await setKioskTimes(t, demoId, kiosk.id, { createdAt: 24 * 3600 });
    await setSettings(t.db.database, demoId, proId, withEvent("no_sales", { hours: 2 }));
    await beat(kiosk);
    await tick(MINUTE);
    expect(await received(kiosk, "no_sales")).toEqual(["admin", "pro"]);
    await tick(5 * MINUTE); // silent past the online window: offline for a while
    await beat(kiosk, { status: "maintenance" });
    await tick(MINUTE);
    await beat(kiosk);
    await tick(MINUTE);
    expect(await received(kiosk, "no_sales")).toEqual(["admin", "pro"]);
    await setSettings(t.db.database, demoId, proId, base);
  });

  it("an outage ends, unannounced, when its kiosk is deactivated: no one hears of it afterwards", async () => {
    const kiosk = await addKiosk(t, { owner: "pro" });
    await beat(kiosk);
    for (let minute = 0; minute < 5; minute++) await tick(MINUTE);
    const admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    expect((await admin.request("PATCH", `/api/kiosks/${kiosk.id}`, { active: false })).statusCode).toBe(200);
    for (let minute = 0; minute < 12; minute++) await tick(MINUTE);
    const events = await kioskEvents(t.db.database, demoId, kiosk.id);
    expect(events.map((event) => [event.kind, event.closedAt !== null])).toEqual([["kiosk_offline", true]]);
    expect(await received(kiosk, "kiosk_offline")).toEqual([]);
  });

  // One connection (PGlite) runs transactions one after the other: the race needs two, so it is registered on
  // PostgreSQL only (rather than left skipped on PGlite).
  if (kind === "postgres")
    it("a heartbeat ending an outage being fanned out waits, so 'back online' follows", async () => {
      await setSettings(t.db.database, demoId, proId, withEvent("kiosk_offline", { minutes: 0 }));
      const kiosk = await addKiosk(t, { owner: "pro" });
      await beat(kiosk);
      clock.advance(4 * MINUTE);
      const online = t.app.config.KIOSK_ONLINE_SECONDS;
      await t.db.database.withTenant(demoId, (tx) => detectOffline(tx, demoId, clock.now(), online));
      const [outage] = await kioskEvents(t.db.database, demoId, kiosk.id);
      let heartbeat: Promise<unknown> = Promise.resolve();
      await t.db.database.withTenant(demoId, async (tx) => {
        expect(
          await fanOut(tx, outage as NonNullable<typeof outage>, await loadAudience(tx, demoId), clock.now()),
        ).toBe(1);
        heartbeat = beat(kiosk);
        // Either the heartbeat waits for this fan-out to commit, or it ends the outage now, and its "back online"
        // is fanned out before the "offline" it answers exists: then no one would be told the kiosk is back.
        let done = false;
        const finished = heartbeat.then(() => {
          done = true;
        });
        for (let look = 0; look < 500 && !done; look++) {
          const [row] = await queryRows<{ n: number }>(
            t.db.database.db,
            sql`SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          );
          if ((row?.n ?? 0) > 0) break; // the heartbeat waits for this transaction
          await Promise.race([finished, new Promise((resolve) => setImmediate(resolve))]);
        }
        if (done) await t.app.jobs.runDueJobs();
      });
      await heartbeat;
      await t.app.jobs.runDueJobs();
      expect(await received(kiosk, "kiosk_offline")).toEqual(["pro"]);
      expect(await received(kiosk, "kiosk_online")).toEqual(["pro"]);
      await setSettings(t.db.database, demoId, proId, base);
    });
});
