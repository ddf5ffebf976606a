import { defaultNotificationSettings } from "@froyo/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE } from "../../../test/auth-helpers.js";
import { describeEachDatabase } from "../../../test/databases.js";
import { FakeClock, MINUTE } from "../../../test/fake-clock.js";
import { addKiosk, type NewKiosk } from "../../../test/fleet.js";
import { notificationRows, setSettings } from "../../../test/notifications.js";
import { secondAppOnSameDatabase } from "../../../test/second-app.js";
import { recipientOf } from "../../../test/smtp.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { userIdOf } from "../../../test/users.js";
import type { ClaimedJob } from "../../jobs/job-store.js";

/**
 * Two app processes on one database (on PostgreSQL each with its own pool, as two servers would be), sharing a
 * fake clock: both run the queue at every step, and each alert still reaches each user once, by inbox and by
 * email. Then one of them dies holding an email it had claimed: the other sends it once the lease has passed.
 */
describeEachDatabase("alerts with two app processes", (kind) => {
  const clock = new FakeClock();
  let t: TestApp;
  let second: { app: FastifyInstance; close(): Promise<void> };
  let demoId: string;
  let kiosk: NewKiosk;
  let secondAlive = true;

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE, { clock });
    second = await secondAppOnSameDatabase(t, RELAXED_THROTTLE, { clock });
    demoId = await companyIdOf(t, "demo");
    const base = defaultNotificationSettings("UTC");
    const eager = { ...base, events: { ...base.events, kiosk_offline: { ...base.events.kiosk_offline, minutes: 0 } } };
    for (const email of ["admin@demo.example.com", "pro@demo.example.com"]) {
      await setSettings(t.db.database, demoId, await userIdOf(t, demoId, email), eager);
    }
    kiosk = await addKiosk(t, { owner: "pro", name: "Twin Kiosk" });
  });
  afterAll(async () => {
    if (secondAlive) await second.close();
    await t.close();
  });

  const offlineMails = () =>
    t.smtp.messages
      .filter((mail) => mail.subject?.includes("Kiosk offline: Twin Kiosk"))
      .map(recipientOf)
      .sort();
  const offlineItems = async () =>
    (await notificationRows(t.db.database, demoId, kiosk.id)).filter((row) => row.kind === "kiosk_offline");

  it("delivers each alert once although both processes run every job they can claim", async () => {
    await kiosk.device.heartbeat({ sent_at: clock.now().toISOString(), status: "ok" });
    for (let minute = 0; minute < 10; minute++) {
      clock.advance(MINUTE);
      await Promise.all([t.app.jobs.runDueJobs(), second.app.jobs.runDueJobs()]);
    }
    expect((await offlineItems()).map((row) => row.userId).length).toBe(2);
    expect(offlineMails()).toEqual(["admin@demo.example.com", "pro@demo.example.com"]);
  });

  it("loses nothing when a process dies holding a claimed job: the other sends it after the lease, once", async () => {
    await kiosk.device.heartbeat({ sent_at: clock.now().toISOString(), status: "ok" });
    clock.advance(4 * MINUTE);
    // The second process takes jobs one by one, until it holds an email of the new outage… and dies with it.
    let held: ClaimedJob | null = null;
    for (let step = 0; step < 50 && !held; step++) {
      const job = await second.app.jobs.claim();
      if (!job) break;
      if (job.name === "notifications.email") held = job;
      else await second.app.jobs.runClaimed(job);
    }
    expect(held?.name).toBe("notifications.email");
    await second.close();
    secondAlive = false;
    await t.app.jobs.runDueJobs();
    expect(offlineMails()).toHaveLength(3); // the other user's email went; the held one waits for its lease
    clock.advance(t.app.config.JOBS_LEASE_SECONDS * 1000);
    await t.app.jobs.runDueJobs();
    await t.app.jobs.runDueJobs();
    expect(offlineMails()).toEqual([
      "admin@demo.example.com",
      "admin@demo.example.com",
      "pro@demo.example.com",
      "pro@demo.example.com",
    ]);
    expect(await offlineItems()).toHaveLength(4);
  });
});
