import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE } from "../../../test/auth-helpers.js";
import { describeEachDatabase } from "../../../test/databases.js";
import { beforeNextOpening, FakeClock, MINUTE } from "../../../test/fake-clock.js";
import { addKiosk, type NewKiosk, productIds } from "../../../test/fleet.js";
import { kioskEvents, notificationRows } from "../../../test/notifications.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { userIdOf } from "../../../test/users.js";
import { ERROR_CLEARS_AFTER_MS } from "./alerts/heartbeat-alerts.js";

/**
 * Fleet alerts with a fake clock: the app's sweep runs when the test runs due jobs, at the moment the test chose, so
 * "ten minutes without a heartbeat" costs nothing and nothing depends on timers. Each kiosk here is the test's own,
 * and every count is of its events only.
 */
describeEachDatabase("alerts from the fleet", (kind) => {
  const clock = new FakeClock(beforeNextOpening());
  let t: TestApp;
  let demoId: string;
  let adminId: string;
  let proId: string;
  let carlId: string;
  let productId: string;

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE, { clock });
    demoId = await companyIdOf(t, "demo");
    adminId = await userIdOf(t, demoId, "admin@demo.example.com");
    proId = await userIdOf(t, demoId, "pro@demo.example.com");
    carlId = await userIdOf(t, demoId, "client@demo.example.com");
    productId = (await productIds(t, demoId)).get("FY-ORIG") as string;
  });
  afterAll(() => t.close());

  const beat = async (kiosk: NewKiosk, body: Record<string, unknown> = {}) => {
    const response = await kiosk.device.heartbeat({ sent_at: clock.now().toISOString(), status: "ok", ...body });
    expect(response.statusCode, response.payload).toBe(200);
  };
  /** Time passes, then whatever is due runs (the sweep every 30 s of app time, fan-outs, deliveries). */
  const tick = async (ms: number) => {
    clock.advance(ms);
    await t.app.jobs.runDueJobs();
  };
  /** Who got what of this kiosk: "kind user" strings, sorted. */
  const received = async (kiosk: NewKiosk) =>
    (await notificationRows(t.db.database, demoId, kiosk.id))
      .map((row) => `${row.kind} ${row.userId === adminId ? "admin" : row.userId === proId ? "pro" : row.userId}`)
      .sort();

  describe("a kiosk that stops sending heartbeats", () => {
    let kiosk: NewKiosk;
    let carlsKiosk: NewKiosk;
    beforeAll(async () => {
      kiosk = await addKiosk(t, { owner: "pro" });
      carlsKiosk = await addKiosk(t, { owner: "client" });
    });

    it("raises one offline event when its online window passes, however many sweeps see it", async () => {
      await beat(kiosk);
      await beat(carlsKiosk);
      await tick(2 * MINUTE);
      expect(await kioskEvents(t.db.database, demoId, kiosk.id)).toEqual([]);
      for (let check = 0; check < 6; check++) await tick(MINUTE);
      const events = await kioskEvents(t.db.database, demoId, kiosk.id);
      expect(events.map((event) => [event.kind, event.closedAt])).toEqual([["kiosk_offline", null]]);
      // Told to nobody yet: the default is ten minutes offline before anyone hears of it.
      expect(await received(kiosk)).toEqual([]);
    });

    it("tells each user once their minutes have passed, once, and only of kiosks they may see", async () => {
      for (let check = 0; check < 12; check++) await tick(MINUTE);
      expect(await received(kiosk)).toEqual(["kiosk_offline admin", "kiosk_offline pro"]);
      // Carl's kiosk: staff hear of it; Pro does not own it; Carl's role has no `view notifications`.
      expect(await received(carlsKiosk)).toEqual(["kiosk_offline admin"]);
      for (let check = 0; check < 10; check++) await tick(MINUTE);
      expect(await received(kiosk)).toEqual(["kiosk_offline admin", "kiosk_offline pro"]);
      expect((await notificationRows(t.db.database, demoId)).some((row) => row.userId === carlId)).toBe(false);
    });

    it("raises one online event when it is heard from again, told to those who heard it was offline", async () => {
      await beat(kiosk);
      await tick(1000);
      expect(await received(kiosk)).toEqual([
        "kiosk_offline admin",
        "kiosk_offline pro",
        "kiosk_online admin",
        "kiosk_online pro",
      ]);
      for (let check = 0; check < 4; check++) {
        await beat(kiosk);
        await tick(MINUTE);
      }
      const events = await kioskEvents(t.db.database, demoId, kiosk.id);
      expect(events.map((event) => event.kind)).toEqual(["kiosk_offline", "kiosk_online"]);
      expect(events[0]?.closedAt).not.toBeNull();
    });

    it("a second outage is a second event", async () => {
      for (let check = 0; check < 16; check++) await tick(MINUTE);
      const kinds = (await kioskEvents(t.db.database, demoId, kiosk.id)).map((event) => event.kind);
      expect(kinds).toEqual(["kiosk_offline", "kiosk_online", "kiosk_offline"]);
      expect((await received(kiosk)).filter((entry) => entry.startsWith("kiosk_offline"))).toHaveLength(4);
    });

    it("a kiosk in maintenance is no outage", async () => {
      const resting = await addKiosk(t, { owner: "pro" });
      await beat(resting, { status: "maintenance" });
      for (let check = 0; check < 20; check++) await tick(MINUTE);
      expect(await kioskEvents(t.db.database, demoId, resting.id)).toEqual([]);
    });
  });

  describe("a tray running low", () => {
    it("alerts once until it is refilled above its threshold, then again when it runs low again", async () => {
      const kiosk = await addKiosk(t, { owner: "pro", fill: [{ position: 1, productId, capacity: 50, level: 50 }] });
      const level = async (value: number) => {
        await beat(kiosk, { trays: [{ position: 1, level: value }] });
        await tick(MINUTE);
      };
      await level(30);
      expect(await received(kiosk)).toEqual([]);
      await level(10); // the default threshold: 20% of 50
      expect(await received(kiosk)).toEqual(["tray_low admin", "tray_low pro"]);
      await level(4);
      await level(0);
      expect(await received(kiosk)).toEqual(["tray_low admin", "tray_low pro"]);
      await level(50); // refilled
      await level(11);
      expect(await received(kiosk)).toEqual(["tray_low admin", "tray_low pro"]);
      await level(9);
      expect(await received(kiosk)).toEqual(["tray_low admin", "tray_low admin", "tray_low pro", "tray_low pro"]);
    });
  });

  describe("a kiosk too warm", () => {
    it("alerts once when it has stayed above its limit longer than its window, once per warm spell", async () => {
      const kiosk = await addKiosk(t, { owner: "pro" });
      const warm = async (temperature: number, minutes: number) => {
        for (let minute = 0; minute < minutes; minute++) {
          await beat(kiosk, { temperature_c: temperature });
          await tick(MINUTE);
        }
      };
      await warm(9, 14);
      expect(await received(kiosk)).toEqual([]);
      await warm(9, 10);
      expect(await received(kiosk)).toEqual(["kiosk_too_warm admin", "kiosk_too_warm pro"]);
      await warm(3, 2);
      await warm(9, 5);
      expect(await received(kiosk)).toHaveLength(2);
      await warm(9, 12);
      expect((await received(kiosk)).filter((entry) => entry.startsWith("kiosk_too_warm"))).toHaveLength(4);
    });
  });

  describe("error codes", () => {
    it("alerts once per code while the kiosk reports it, flapping included, and again once it was gone a while", async () => {
      const kiosk = await addKiosk(t, { owner: "pro" });
      await beat(kiosk, { status: "error", error_codes: ["E42"] });
      await tick(1000);
      await beat(kiosk, { status: "error", error_codes: ["E42", "E7"] });
      await tick(1000);
      await beat(kiosk, { status: "error", error_codes: ["E42", "E7"] });
      await tick(1000);
      expect(await received(kiosk)).toEqual([
        "kiosk_error admin",
        "kiosk_error admin",
        "kiosk_error pro",
        "kiosk_error pro",
      ]);
      const codes = async () => (await kioskEvents(t.db.database, demoId, kiosk.id)).map((event) => event.data.code);
      // A code that disappears for a heartbeat or a few and comes back is the same episode: no new alert.
      for (let flap = 0; flap < 3; flap++) {
        await beat(kiosk, { status: "ok", error_codes: [] });
        await tick(MINUTE);
        await beat(kiosk, { status: "error", error_codes: ["E42"] });
        await tick(MINUTE);
      }
      expect(await codes()).toEqual(["E42", "E7"]);
      // Gone for 15 minutes, it is over; reported again, it is a new alert.
      for (let minute = 0; minute <= ERROR_CLEARS_AFTER_MS / MINUTE; minute++) {
        await beat(kiosk, { status: "ok", error_codes: [] });
        await tick(MINUTE);
      }
      await beat(kiosk, { status: "error", error_codes: ["E42"] });
      await tick(1000);
      expect(await codes()).toEqual(["E42", "E7", "E42"]);
      expect((await received(kiosk)).length).toBe(6);
    });
  });
});
