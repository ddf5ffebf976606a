import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import { describeEachDatabase } from "../../../test/databases.js";
import { FakeClock } from "../../../test/fake-clock.js";
import { secondAppOnSameDatabase } from "../../../test/second-app.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { userIdOf } from "../../../test/users.js";
import { passwordTokens, sessions } from "../../db/schema/index.js";
import { queryRows } from "../../db/types.js";
import { EXPIRY_PURGE_JOB, EXPIRY_PURGE_SECONDS } from "./expiry-purge.js";

/**
 * Issue 26, part 8: the recurring purge deletes sessions past their end or idle too long, expired password tokens
 * and ended throttle windows; live ones stay. With two app processes on one database it runs once per period.
 */
describeEachDatabase("the expiry purge", (kind) => {
  const clock = new FakeClock();
  let t: TestApp;
  let second: { app: FastifyInstance; close(): Promise<void> };
  let demoId: string;
  let adminId: string;
  let proId: string;

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE, { clock });
    second = await secondAppOnSameDatabase(t, RELAXED_THROTTLE, { clock });
    demoId = await companyIdOf(t, "demo");
    adminId = await userIdOf(t, demoId, "admin@demo.example.com");
    proId = await userIdOf(t, demoId, "pro@demo.example.com");
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  /** A session of `userId` that ended or went idle `minutesAgo` (by the database's clock, as the lookup's). */
  async function addSession(userId: string, state: { endedMinutesAgo?: number; idleMinutes?: number }) {
    const tokenHash = randomBytes(16).toString("hex");
    const ago = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;
    await t.db.database.withTenant(demoId, (tx) =>
      tx.insert(sessions).values({
        companyId: demoId,
        tokenHash,
        userId,
        hostCompanyId: demoId,
        csrfToken: randomBytes(16).toString("hex"),
        lastSeenAt: state.idleMinutes === undefined ? sql`now()` : ago(state.idleMinutes),
        expiresAt: state.endedMinutesAgo === undefined ? sql`now() + interval '1 day'` : ago(state.endedMinutesAgo),
      }),
    );
    return tokenHash;
  }

  const sessionHashes = async () =>
    (
      await t.db.database.withTenant(demoId, (tx) =>
        tx.select({ tokenHash: sessions.tokenHash }).from(sessions).where(eq(sessions.companyId, demoId)),
      )
    ).map((row) => row.tokenHash);

  /** Both processes claim at the same moments until neither finds a due job: the purges each one ran. */
  async function runBothProcesses(): Promise<number> {
    let purges = 0;
    for (let round = 0; round < 100; round++) {
      const claims = await Promise.all([t.app.jobs.claim(), second.app.jobs.claim()]);
      if (claims.every((job) => job === null)) return purges;
      await Promise.all(
        claims.map((job, index) => {
          if (!job) return undefined;
          if (job.name === EXPIRY_PURGE_JOB) purges += 1;
          return (index === 0 ? t.app : second.app).jobs.runClaimed(job);
        }),
      );
    }
    throw new Error("the queue never emptied");
  }

  it("deletes what can no longer be used, keeps what can, once across two processes", async () => {
    const idle = t.app.config.SESSION_IDLE_MINUTES;
    await signedIn(t, "demo.localhost", "admin@demo.example.com"); // a live session, made as any other
    const live = await sessionHashes();
    const ended = await addSession(adminId, { endedMinutesAgo: 1 });
    const idled = await addSession(proId, { idleMinutes: idle + 1 });
    const recent = await addSession(proId, { idleMinutes: idle - 5 });
    await t.db.database.withTenant(demoId, async (tx) => {
      const token = (userId: string, expiresAt: ReturnType<typeof sql>) =>
        tx
          .insert(passwordTokens)
          .values({ companyId: demoId, userId, kind: "reset", tokenHash: randomBytes(16).toString("hex"), expiresAt });
      await token(adminId, sql`now() - interval '1 minute'`);
      await token(proId, sql`now() + interval '1 hour'`);
    });
    await t.db.database.db.execute(
      sql`INSERT INTO throttle_counters (key, hits, reset_at) VALUES
            ('purge-test|ended', 3, now() - interval '1 second'), ('purge-test|live', 3, now() + interval '1 hour')`,
    );

    expect(await runBothProcesses()).toBe(1); // the first turn, due at start

    expect((await sessionHashes()).sort()).toEqual([...live, recent].sort());
    expect(await sessionHashes()).not.toContain(ended);
    expect(await sessionHashes()).not.toContain(idled);
    const tokens = await t.db.database.withTenant(demoId, (tx) =>
      tx.select({ userId: passwordTokens.userId }).from(passwordTokens).where(eq(passwordTokens.companyId, demoId)),
    );
    expect(tokens).toEqual([{ userId: proId }]);
    const throttles = await queryRows<{ key: string }>(
      t.db.database.db,
      sql`SELECT key FROM throttle_counters WHERE key LIKE 'purge-test|%'`,
    );
    expect(throttles).toEqual([{ key: "purge-test|live" }]);
  });

  it("runs again one period later, and not before", async () => {
    const ended = await addSession(adminId, { endedMinutesAgo: 1 });
    clock.advance(EXPIRY_PURGE_SECONDS * 1000 - 1000);
    expect(await runBothProcesses()).toBe(0);
    expect(await sessionHashes()).toContain(ended);
    clock.advance(1000);
    expect(await runBothProcesses()).toBe(1);
    expect(await sessionHashes()).not.toContain(ended);
  });
});
