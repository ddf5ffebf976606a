import { defaultNotificationSettings } from "@froyo/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { companyIdOf, RELAXED_THROTTLE } from "../../../test/auth-helpers.js";
import { describeEachDatabase } from "../../../test/databases.js";
import { FakeClock, MINUTE } from "../../../test/fake-clock.js";
import { addKiosk, type NewKiosk } from "../../../test/fleet.js";
import { notificationRows, setSettings } from "../../../test/notifications.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { userIdOf } from "../../../test/users.js";
import { kiosks } from "../../db/schema/index.js";

/**
 * The sweep runs each company in a job of its own: one whose data breaks its pass (here a kiosk timezone no database
 * knows) is logged with its id, and every other company is swept as usual; once mended, it is swept again.
 */
describeEachDatabase("the alert sweep, company by company", (kind) => {
  const clock = new FakeClock();
  let t: TestApp;
  let demoId: string;
  let acmeId: string;
  let broken: NewKiosk;

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE, { clock });
    demoId = await companyIdOf(t, "demo");
    acmeId = await companyIdOf(t, "acme");
    const eager = defaultNotificationSettings("UTC");
    eager.events.kiosk_offline.minutes = 0;
    for (const [companyId, subdomain] of [
      [demoId, "demo"],
      [acmeId, "acme"],
    ] as const) {
      await setSettings(
        t.db.database,
        companyId,
        await userIdOf(t, companyId, `admin@${subdomain}.example.com`),
        eager,
      );
    }
    // Demo is the first company swept: before each had its own job, its failure stopped Acme's pass too.
    broken = await addKiosk(t, { subdomain: "demo", name: "Broken Kiosk" });
  });
  afterAll(() => t.close());

  const setZone = (timezone: string) =>
    t.db.database.withTenant(demoId, (tx) =>
      tx
        .update(kiosks)
        .set({ timezone })
        .where(and(eq(kiosks.companyId, demoId), eq(kiosks.id, broken.id))),
    );
  const offlineOf = async (companyId: string, kiosk: NewKiosk) =>
    (await notificationRows(t.db.database, companyId, kiosk.id)).filter((row) => row.kind === "kiosk_offline");

  it("logs a company whose pass fails, with its id, and sweeps the others", async () => {
    await setZone("Mars/Olympus_Mons");
    const error = vi.spyOn(t.app.log, "error");
    const acmeKiosk = await addKiosk(t, { subdomain: "acme", name: "Acme Kiosk" });
    await acmeKiosk.device.heartbeat({ sent_at: clock.now().toISOString(), status: "ok" });
    for (let minute = 0; minute < 5; minute++) {
      await broken.device.heartbeat({ sent_at: clock.now().toISOString(), status: "ok" }); // online: its pass reads its zone
      clock.advance(MINUTE);
      await t.app.jobs.runDueJobs();
    }
    expect(await offlineOf(acmeId, acmeKiosk)).toHaveLength(1);
    const failures = error.mock.calls.map(([context]) => context as { companyId?: string; job?: string });
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.every((context) => context.companyId === demoId && context.job === "alerts.sweep-company")).toBe(
      true,
    );
    error.mockRestore();
  });

  it("sweeps the mended company again at the next turn", async () => {
    await setZone("UTC");
    for (let minute = 0; minute < 5; minute++) {
      clock.advance(MINUTE);
      await t.app.jobs.runDueJobs();
    }
    expect(await offlineOf(demoId, broken)).toHaveLength(1);
  });
});
