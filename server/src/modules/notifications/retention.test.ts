import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE } from "../../../test/auth-helpers.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { FakeClock, HOUR } from "../../../test/fake-clock.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { userIdOf } from "../../../test/users.js";
import { alertEvents, notifications } from "../../db/schema/index.js";
import { queryRows } from "../../db/types.js";
import { enqueueJob } from "../../jobs/job-store.js";

const DAY = 24 * HOUR;

/**
 * The daily retention job: read notifications and ended events older than 90 days go, failed jobs after 30 days;
 * unread items, their events and open episodes stay whatever their age.
 */
describeOnOneDatabase("notification retention", (kind) => {
  const clock = new FakeClock();
  let t: TestApp;
  let demoId: string;
  let adminId: string;

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE, { clock });
    demoId = await companyIdOf(t, "demo");
    adminId = await userIdOf(t, demoId, "admin@demo.example.com");
    await t.app.jobs.runDueJobs(); // the first turn of every recurring job, at start
  });
  afterAll(() => t.close());

  /** An event `ageDays` old (closed then, or open), with a notification for admin (read or not), if asked. */
  async function event(key: string, ageDays: number, options: { open?: boolean; item?: "read" | "unread" }) {
    const at = new Date(clock.now().getTime() - ageDays * DAY);
    return t.db.database.withTenant(demoId, async (tx) => {
      const [row] = await tx
        .insert(alertEvents)
        .values({
          companyId: demoId,
          kind: "tray_low",
          dedupeKey: key,
          episodeKey: key,
          data: {},
          occurredAt: at,
          closedAt: options.open ? null : at,
        })
        .returning();
      if (options.item) {
        await tx.insert(notifications).values({
          companyId: demoId,
          userId: adminId,
          eventId: row?.id as string,
          kind: "tray_low",
          title: key,
          body: key,
          inInbox: true,
          readAt: options.item === "read" ? at : null,
          createdAt: at,
        });
      }
    });
  }

  it("deletes what is old and done, keeps the rest", async () => {
    await event("retention:old-read", 91, { item: "read" });
    await event("retention:old-unread", 91, { item: "unread" });
    await event("retention:old-alone", 91, {});
    await event("retention:old-open", 91, { open: true });
    await event("retention:recent-read", 80, { item: "read" });
    for (const [name, ageDays] of [
      ["retention.old", 31],
      ["retention.recent", 20],
    ] as const) {
      await enqueueJob(t.db.database.db, { name, runAt: clock.now() });
      await t.db.database.db.execute(
        sql`UPDATE jobs SET failed_at = ${new Date(clock.now().getTime() - ageDays * DAY).toISOString()}::timestamptz
            WHERE name = ${name}`,
      );
    }
    clock.advance(DAY); // the next daily turn (the rows above are now a day older still, which changes nothing)
    await t.app.jobs.runDueJobs();
    const events = await t.db.database.withTenant(demoId, (tx) =>
      tx
        .select({ key: alertEvents.dedupeKey })
        .from(alertEvents)
        .where(and(eq(alertEvents.companyId, demoId), sql`${alertEvents.dedupeKey} LIKE 'retention:%'`)),
    );
    expect(events.map((row) => row.key).sort()).toEqual([
      "retention:old-open",
      "retention:old-unread",
      "retention:recent-read",
    ]);
    const items = await t.db.database.withTenant(demoId, (tx) =>
      tx
        .select({ title: notifications.title })
        .from(notifications)
        .where(and(eq(notifications.companyId, demoId), sql`${notifications.title} LIKE 'retention:%'`)),
    );
    expect(items.map((row) => row.title).sort()).toEqual(["retention:old-unread", "retention:recent-read"]);
    const jobs = await queryRows<{ name: string }>(
      t.db.database.db,
      sql`SELECT name FROM jobs WHERE name LIKE 'retention.%'`,
    );
    expect(jobs.map((row) => row.name)).toEqual(["retention.recent"]);
  });
});
