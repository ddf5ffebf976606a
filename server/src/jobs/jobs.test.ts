import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { RELAXED_THROTTLE } from "../../test/auth-helpers.js";
import { describeEachDatabase } from "../../test/databases.js";
import { FakeClock } from "../../test/fake-clock.js";
import { secondAppOnSameDatabase } from "../../test/second-app.js";
import { buildTestApp, type TestApp } from "../../test/test-app.js";
import { queryRows } from "../db/types.js";
import { backoffMs } from "./job-runner.js";
import { enqueueJob } from "./job-store.js";

/**
 * The durable queue itself, with handlers made for the test: once per job across processes, a lease that hands a
 * dead process's job to another, retries with backoff, deferral, dedupe keys, recurring jobs, and a stop that
 * waits for the job in hand. The app's clock is fake: time moves only when a test moves it.
 */
describeEachDatabase("durable jobs", (kind) => {
  const clock = new FakeClock();
  let t: TestApp;
  let second: { app: FastifyInstance; close(): Promise<void> };
  const ran: { job: string; by: string }[] = [];

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE, { clock });
    second = await secondAppOnSameDatabase(t, RELAXED_THROTTLE, { clock });
    for (const [app, by] of [
      [t.app, "first"],
      [second.app, "second"],
    ] as const) {
      app.jobs.register({
        name: "test.record",
        run: async (payload) => {
          // A little work that yields, so the two processes' claims really interleave.
          await queryRows(t.db.database.db, sql`SELECT pg_sleep(0.001)`);
          ran.push({ job: String(payload.n), by });
        },
      });
    }
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const db = () => t.db.database.db;
  const jobRows = () =>
    queryRows<{ name: string; attempts: number; failed_at: Date | null; last_error: string | null; run_at: Date }>(
      db(),
      sql`SELECT name, attempts, failed_at, last_error, run_at FROM jobs WHERE name LIKE 'test.%' ORDER BY created_at`,
    );
  const runBoth = () => Promise.all([t.app.jobs.runDueJobs(), second.app.jobs.runDueJobs()]);

  it("runs each job once when two processes poll the same queue at once", async () => {
    ran.length = 0;
    for (let n = 0; n < 40; n++) await enqueueJob(db(), { name: "test.record", payload: { n }, runAt: clock.now() });
    await runBoth();
    await runBoth();
    expect(ran.map((entry) => entry.job).sort()).toEqual(Array.from({ length: 40 }, (_, n) => String(n)).sort());
    expect(await jobRows()).toEqual([]);
  });

  it("adds a job with a known dedupe key once", async () => {
    ran.length = 0;
    const job = { name: "test.record", payload: { n: "once" }, runAt: clock.now(), dedupeKey: "test:once" };
    expect(await enqueueJob(db(), job)).toBe(true);
    expect(await enqueueJob(db(), job)).toBe(false);
    await runBoth();
    expect(ran).toEqual([{ job: "once", by: expect.any(String) }]);
  });

  it("hands a job claimed by a process that died to another once its lease has passed, and not before", async () => {
    ran.length = 0;
    await enqueueJob(db(), { name: "test.record", payload: { n: "orphan" }, runAt: clock.now() });
    const claimed = await second.app.jobs.claim(); // …and the second process dies before running it
    expect(claimed?.payload).toEqual({ n: "orphan" });
    clock.advance(t.app.config.JOBS_LEASE_SECONDS * 1000 - 1000);
    await t.app.jobs.runDueJobs();
    expect(ran).toEqual([]);
    clock.advance(2000);
    await t.app.jobs.runDueJobs();
    expect(ran).toEqual([{ job: "orphan", by: "first" }]);
    expect(await jobRows()).toEqual([]);
  });

  it("retries a failing job with backoff, and gives up after its last attempt, keeping it with its error", async () => {
    let calls = 0;
    t.app.jobs.register({
      name: "test.flaky",
      run: async () => {
        calls += 1;
        if (calls < 3) throw new Error(`failure ${calls}`);
      },
    });
    t.app.jobs.register({
      name: "test.broken",
      run: async () => {
        throw new Error("always");
      },
    });
    await enqueueJob(db(), { name: "test.flaky", runAt: clock.now() });
    await t.app.jobs.runDueJobs();
    expect([calls, (await jobRows())[0]?.last_error]).toEqual([1, "failure 1"]);
    clock.advance(backoffMs(1) - 1000);
    await t.app.jobs.runDueJobs();
    expect(calls).toBe(1);
    clock.advance(1000);
    await t.app.jobs.runDueJobs();
    expect(calls).toBe(2);
    clock.advance(backoffMs(2));
    await t.app.jobs.runDueJobs();
    expect([calls, await jobRows()]).toEqual([3, []]);

    await enqueueJob(db(), { name: "test.broken", runAt: clock.now(), maxAttempts: 2 });
    await t.app.jobs.runDueJobs();
    clock.advance(backoffMs(1));
    await t.app.jobs.runDueJobs();
    clock.advance(backoffMs(2) * 10);
    await t.app.jobs.runDueJobs();
    const [broken] = await jobRows();
    expect(broken).toMatchObject({ name: "test.broken", attempts: 2, last_error: "always" });
    expect(broken?.failed_at).not.toBeNull();
    await db().execute(sql`DELETE FROM jobs WHERE name = 'test.broken'`);
  });

  it("defers a job without counting an attempt", async () => {
    let runs = 0;
    t.app.jobs.register({
      name: "test.later",
      run: async (_payload, { now }) => {
        runs += 1;
        if (runs === 1) return { deferUntil: new Date(now.getTime() + 3_600_000) };
      },
    });
    await enqueueJob(db(), { name: "test.later", runAt: clock.now(), maxAttempts: 1 });
    await t.app.jobs.runDueJobs();
    expect((await jobRows())[0]).toMatchObject({ attempts: 0, failed_at: null });
    clock.advance(3_599_000);
    await t.app.jobs.runDueJobs();
    expect(runs).toBe(1);
    clock.advance(1000);
    await t.app.jobs.runDueJobs();
    expect([runs, await jobRows()]).toEqual([2, []]);
  });

  it("keeps one row per recurring job whatever the number of processes, run once per period", async () => {
    let sweeps = 0;
    for (const app of [t.app, second.app]) {
      const count = async () => {
        sweeps += 1;
      };
      app.jobs.registerRecurring({ name: "test.every", run: count }, 60);
      await app.jobs.scheduleRecurringJobs();
    }
    expect((await jobRows()).map((row) => row.name)).toEqual(["test.every"]);
    await runBoth();
    await runBoth();
    expect(sweeps).toBe(1);
    clock.advance(59_000);
    await runBoth();
    expect(sweeps).toBe(1);
    clock.advance(1000);
    await runBoth();
    expect(sweeps).toBe(2);
    await db().execute(sql`DELETE FROM jobs WHERE name = 'test.every'`);
  });

  /** Claims jobs on `app` (running the others) until it holds one named `name`, as a process would. */
  const claimOne = async (app: FastifyInstance, name: string) => {
    for (let step = 0; step < 50; step++) {
      const job = await app.jobs.claim();
      if (!job || job.name === name) return job;
      await app.jobs.runClaimed(job);
    }
    return null;
  };

  it("claims only jobs it has a handler for: one of a newer version waits, untouched, for a process that knows it", async () => {
    await enqueueJob(db(), { name: "test.newer", runAt: clock.now() });
    await runBoth();
    const waiting = (await jobRows()).filter((row) => row.name === "test.newer");
    expect(waiting).toEqual([expect.objectContaining({ attempts: 0, failed_at: null, last_error: null })]);
    let runs = 0;
    second.app.jobs.register({
      name: "test.newer",
      run: async () => {
        runs += 1;
      },
    });
    await runBoth();
    expect([runs, (await jobRows()).filter((row) => row.name === "test.newer")]).toEqual([1, []]);
  });

  it("fails a job whose last attempt ended with its lease (it crashed its process) instead of running it again", async () => {
    let runs = 0;
    for (const app of [t.app, second.app]) {
      app.jobs.register({
        name: "test.crashing",
        run: async () => {
          runs += 1;
        },
      });
    }
    const job = { name: "test.crashing", runAt: clock.now(), maxAttempts: 2, dedupeKey: "test:crashing" };
    await enqueueJob(db(), job);
    for (let attempt = 1; attempt <= 2; attempt++) {
      expect((await claimOne(second.app, "test.crashing"))?.attempts).toBe(attempt); // …and the process dies
      clock.advance(t.app.config.JOBS_LEASE_SECONDS * 1000 + 1000);
    }
    await runBoth();
    expect(runs).toBe(0);
    const [crashed] = (await jobRows()).filter((row) => row.name === "test.crashing");
    expect(crashed).toMatchObject({ attempts: 2, last_error: expect.stringMatching(/ended with its lease/) });
    expect(crashed?.failed_at).not.toBeNull();
    // Given up, it no longer holds its dedupe key: the same work may be queued again.
    expect(await enqueueJob(db(), { ...job, runAt: clock.now() })).toBe(true);
    await runBoth();
    expect(runs).toBe(1);
    await db().execute(sql`DELETE FROM jobs WHERE name = 'test.crashing'`);
  });

  describe("stopping", () => {
    it("waits for the job in hand and claims no other", async () => {
      let release: () => void = () => undefined;
      const started = vi.fn();
      t.app.jobs.register({
        name: "test.slow",
        run: () =>
          new Promise<void>((resolve) => {
            started();
            release = resolve;
          }),
      });
      await enqueueJob(db(), { name: "test.slow", runAt: new Date(clock.now().getTime() - 1000) });
      await enqueueJob(db(), { name: "test.record", payload: { n: "after-stop" }, runAt: clock.now() });
      ran.length = 0;
      t.app.jobs.start();
      await vi.waitFor(() => expect(started).toHaveBeenCalled(), { timeout: 10_000 });
      let stopped = false;
      const stopping = t.app.jobs.stop().then(() => {
        stopped = true;
      });
      await new Promise((resolve) => setImmediate(resolve));
      expect(stopped).toBe(false);
      release();
      await stopping;
      expect(ran).toEqual([]);
      expect((await jobRows()).map((row) => row.name)).toEqual(["test.record"]);
    });
  });
});
