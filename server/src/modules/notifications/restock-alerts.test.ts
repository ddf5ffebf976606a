import { defaultNotificationSettings } from "@froyo/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyIdOf, createUser, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { FakeClock, MINUTE } from "../../../test/fake-clock.js";
import { addKiosk, type NewKiosk, productIds } from "../../../test/fleet.js";
import { notificationRows, setSettings, zoneAt } from "../../../test/notifications.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { userIdOf } from "../../../test/users.js";
import { alertEvents } from "../../db/schema/index.js";

/**
 * `restock_due` (issue 24, part 6): a kiosk whose `visit_by` falls within a user's hours is one event per (kiosk, user)
 * and episode, heard only by roles that may see restocking, a client only of their own kiosks; it ends once the kiosk
 * is filled; and the morning digest lists the kiosks due before the user's day ends. An empty tray of an online kiosk
 * is due now whatever its forecast, which keeps these tests independent of sales history.
 */
describeOnOneDatabase("restock alerts", (kind) => {
  const clock = new FakeClock();
  let t: TestApp;
  let demoId: string;
  let kiosk: NewKiosk;
  let adminId: string;
  let proId: string;
  let technicianId: string;

  const sweep = async (minutes = 2) => {
    for (let minute = 0; minute < minutes; minute++) {
      await kiosk.device.heartbeat({ sent_at: clock.now().toISOString(), status: "ok" });
      clock.advance(MINUTE);
      await t.app.jobs.runDueJobs();
    }
  };
  const restockRows = async () =>
    (await notificationRows(t.db.database, demoId, kiosk.id)).filter((row) => row.kind === "restock_due");

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE, { clock });
    demoId = await companyIdOf(t, "demo");
    adminId = await userIdOf(t, demoId, "admin@demo.example.com");
    proId = await userIdOf(t, demoId, "pro@demo.example.com");
    // A technician who could hear of it but may not: the role has no `view notifications` (so no settings to use).
    const technician = { email: "tech@restock.example.com", status: "active", role: "Field Technician" } as const;
    technicianId = (await createUser(t, demoId, technician)).id;
    const listening = defaultNotificationSettings("UTC");
    listening.events.restock_due = { inbox: true, email: false, push: false, hours: 24 };
    for (const userId of [adminId, proId, technicianId]) await setSettings(t.db.database, demoId, userId, listening);
    const productId = [...(await productIds(t, demoId)).values()][0] as string;
    // Owned by the seeded plain client: the Client - Pro may not hear of it.
    kiosk = await addKiosk(t, { subdomain: "demo", fill: [{ position: 1, productId, level: 0 }] });
  });
  afterAll(() => t.close());

  it("tells each listener who may see the kiosk once per episode", async () => {
    await sweep(3);
    const rows = await restockRows();
    expect(rows.map((row) => row.userId)).toEqual([adminId]);
    expect(rows[0]?.title).toMatch(/^Restock due: /);
    await sweep(3);
    expect(await restockRows()).toHaveLength(1);
  });

  it("ends the episode once the kiosk is filled, and tells again when it next runs dry", async () => {
    const admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    const tray = kiosk.trays.find((candidate) => candidate.position === 1);
    const trayUrl = `/api/kiosks/${kiosk.id}/trays/${tray?.id}`;
    expect((await admin.request("PATCH", trayUrl, { refill: true })).statusCode).toBe(200);
    await sweep(2);
    const open = await t.db.database.withTenant(demoId, (tx) =>
      tx
        .select({ closedAt: alertEvents.closedAt })
        .from(alertEvents)
        .where(and(eq(alertEvents.companyId, demoId), eq(alertEvents.kind, "restock_due"))),
    );
    expect(open.every((event) => event.closedAt !== null)).toBe(true);
    expect((await admin.request("PATCH", trayUrl, { level: 0 })).statusCode).toBe(200);
    await sweep(2);
    expect(await restockRows()).toHaveLength(2);
  });

  describe("the daily digest", () => {
    it("lists the kiosks due today to those who may see restocking", async () => {
      const morning = defaultNotificationSettings(zoneAt(clock.now(), 8, 10));
      morning.events.daily_digest = { inbox: true, email: false, push: false };
      await setSettings(t.db.database, demoId, adminId, morning);
      await sweep(2);
      const [digest] = await t.db.database.withTenant(demoId, (tx) =>
        tx
          .select({ data: alertEvents.data })
          .from(alertEvents)
          .where(
            and(
              eq(alertEvents.companyId, demoId),
              eq(alertEvents.kind, "daily_digest"),
              eq(alertEvents.userId, adminId),
            ),
          ),
      );
      const due = ((digest?.data ?? {}) as { due_today?: { kiosk_id: string }[] }).due_today;
      expect(due?.map((entry) => entry.kiosk_id)).toContain(kiosk.id);
    });
  });
});
