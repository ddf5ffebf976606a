/**
 * The job queue's repository: each function is one statement on the `jobs` table (not tenant data). What to do with
 * a job, when to run it again and how many attempts it keeps, is the runner's to decide (job-runner.ts).
 */
import { sql } from "drizzle-orm";
import { type AppDb, queryRows, type Tx } from "../db/types.js";

/** A job as a worker claimed it. `claim` is this claim's own token: only its holder may finish it. */
export interface ClaimedJob {
  id: string;
  name: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
  everySeconds: number | null;
  runAt: Date;
  claim: string;
}

export interface NewJob {
  name: string;
  payload?: Record<string, unknown>;
  /** When to run it; now when absent. */
  runAt: Date;
  /** A second job with the same key is not added while the first exists (events, deliveries: once each). */
  dedupeKey?: string;
  maxAttempts?: number;
}

/**
 * Adds a job, in the caller's transaction when given one: the job commits with the rows it is about (a notification
 * and its deliveries together) or not at all. True when added, false when its dedupe key was already there.
 */
export async function enqueueJob(db: AppDb | Tx, job: NewJob): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO jobs (name, payload, dedupe_key, run_at, max_attempts)
        VALUES (${job.name}, ${JSON.stringify(job.payload ?? {})}::jsonb, ${job.dedupeKey ?? null},
                ${job.runAt.toISOString()}::timestamptz, ${job.maxAttempts ?? 8})
        ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
  );
  return rows.length > 0;
}

/** Adds several jobs in one statement (one per company for a sweep); those whose dedupe key exists are skipped. */
export async function enqueueJobs(db: AppDb | Tx, jobs: NewJob[]): Promise<void> {
  if (jobs.length === 0) return;
  const rows = jobs.map((job) => ({
    name: job.name,
    payload: job.payload ?? {},
    dedupe_key: job.dedupeKey ?? null,
    run_at: job.runAt.toISOString(),
    max_attempts: job.maxAttempts ?? 8,
  }));
  await db.execute(
    sql`INSERT INTO jobs (name, payload, dedupe_key, run_at, max_attempts)
        SELECT name, payload, dedupe_key, run_at, max_attempts
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS r(name text, payload jsonb, dedupe_key text, run_at timestamptz, max_attempts integer)
        ON CONFLICT (dedupe_key) DO NOTHING`,
  );
}

/** A recurring job, once for all processes: each start of each process asks, the first one adds it. */
export async function scheduleRecurring(db: AppDb, name: string, everySeconds: number, firstRun: Date): Promise<void> {
  await db.execute(
    sql`INSERT INTO jobs (name, dedupe_key, run_at, every_seconds, max_attempts)
        VALUES (${name}, ${`recurring:${name}`}, ${firstRun.toISOString()}::timestamptz, ${everySeconds}, 1)
        ON CONFLICT (dedupe_key) DO UPDATE SET every_seconds = excluded.every_seconds`,
  );
}

interface JobRow {
  id: string;
  name: string;
  payload: Record<string, unknown> | string;
  attempts: number;
  max_attempts: number;
  every_seconds: number | null;
  run_at: Date | string;
}

/**
 * Claims the job due longest among those this process has a handler for (`names`: in a rolling deploy, a job of a
 * newer version waits for a process that knows it), if any: one statement, so its row lock and its lease commit
 * together. SKIP LOCKED lets another process's claim pass this one by instead of waiting for it; the lease
 * (`locked_until`) is what keeps it from others afterwards, and what hands it back should this process die with it.
 * The same statement fails the jobs whose last attempt ended with their lease and no outcome (a job that crashes
 * or hangs its process must not be taken for ever); recurring jobs are exempt, their next turn is a new start.
 */
export async function claimDueJob(
  db: AppDb,
  now: Date,
  leaseMs: number,
  claim: string,
  names: readonly string[],
): Promise<ClaimedJob | null> {
  const at = now.toISOString();
  const stale = sql`failed_at IS NULL AND run_at <= ${at}::timestamptz
            AND (locked_until IS NULL OR locked_until <= ${at}::timestamptz)`;
  const [row] = await queryRows<JobRow>(
    db,
    sql`WITH given_up AS (
          UPDATE jobs SET failed_at = ${at}::timestamptz, locked_by = NULL, locked_until = NULL, dedupe_key = NULL,
                 last_error = 'its last attempt ended with its lease (process stopped or hung)'
                              || coalesce('; before: ' || last_error, '')
          WHERE id IN (SELECT id FROM jobs WHERE ${stale} AND every_seconds IS NULL AND attempts >= max_attempts
                       FOR UPDATE SKIP LOCKED)
          RETURNING id)
        UPDATE jobs SET locked_by = ${claim}, attempts = attempts + 1,
               locked_until = ${at}::timestamptz + make_interval(secs => ${leaseMs / 1000})
        WHERE id = (
          SELECT id FROM jobs
          WHERE ${stale} AND (every_seconds IS NOT NULL OR attempts < max_attempts)
            AND name IN (SELECT jsonb_array_elements_text(${JSON.stringify(names)}::jsonb))
          ORDER BY run_at, id LIMIT 1
          FOR UPDATE SKIP LOCKED)
        RETURNING id, name, payload, attempts, max_attempts, every_seconds, run_at`,
  );
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    payload: typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    everySeconds: row.every_seconds,
    runAt: new Date(row.run_at),
    claim,
  };
}

/** Back in the queue at `runAt`, unlocked, with `attempts` counted so far. Nothing if the claim was lost. */
export async function rescheduleJob(
  db: AppDb,
  job: ClaimedJob,
  runAt: Date,
  options: { error: string | null; attempts: number },
): Promise<void> {
  await db.execute(
    sql`UPDATE jobs SET run_at = ${runAt.toISOString()}::timestamptz, locked_by = NULL, locked_until = NULL,
               attempts = ${options.attempts}, last_error = ${options.error}
        WHERE id = ${job.id} AND locked_by = ${job.claim}`,
  );
}

/**
 * Given up after its last attempt: kept (with its error) for someone to look at, never claimed again, deleted by
 * the retention job after 30 days. Its dedupe key is released, so the same work may be queued again.
 */
export async function failJob(db: AppDb, job: ClaimedJob, now: Date, error: string): Promise<void> {
  await db.execute(
    sql`UPDATE jobs SET failed_at = ${now.toISOString()}::timestamptz, locked_by = NULL, locked_until = NULL,
               dedupe_key = NULL, last_error = ${error}
        WHERE id = ${job.id} AND locked_by = ${job.claim}`,
  );
}

/** Removed from the queue (done, or dropped). Nothing if the claim was lost. */
export async function deleteClaimedJob(db: AppDb, job: ClaimedJob): Promise<void> {
  await db.execute(sql`DELETE FROM jobs WHERE id = ${job.id} AND locked_by = ${job.claim}`);
}

/** Failed jobs older than `before` (kept meanwhile for someone to read): the retention job's part of the queue. */
export async function deleteFailedJobs(db: AppDb, before: Date): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`DELETE FROM jobs WHERE failed_at < ${before.toISOString()}::timestamptz RETURNING id`,
  );
  return rows.length;
}
