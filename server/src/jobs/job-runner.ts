import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/types.js";
import type { Clock } from "../lib/clock.js";
import {
  type ClaimedJob,
  claimDueJob,
  deleteClaimedJob,
  failJob,
  rescheduleJob,
  scheduleRecurring,
} from "./job-store.js";

/** What a handler may answer instead of finishing: run me again at this time, without counting an attempt. */
export interface Deferral {
  deferUntil: Date;
}

export interface JobHandler {
  name: string;
  /** A failure is logged and the job deleted, neither retried nor kept: for a job that is queued again anyway. */
  discardOnFailure?: boolean;
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler that simply finishes returns nothing at all
  run(payload: Record<string, unknown>, context: { now: Date; job: ClaimedJob }): Promise<void | Deferral>;
}

export interface JobRunnerOptions {
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How long a claim holds: past it, a job whose process died (or hangs) is taken again. */
  leaseMs: number;
  /** How often an idle process looks for due jobs. */
  pollMs: number;
}

/** 10 s, 20 s, 40 s, … up to an hour: a failing SMTP server or push service gets time to come back. */
export function backoffMs(attempt: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

/** The next run of a recurring job: one period after its last, or after now when it fell behind. */
function nextTurn(job: ClaimedJob, now: Date): Date {
  const period = (job.everySeconds ?? 0) * 1000;
  return new Date(Math.max(job.runAt.getTime(), now.getTime() - period) + period);
}

/** The attempts a job keeps when it goes back to the queue: a recurring one starts each turn afresh. */
function attemptsKept(job: ClaimedJob, options: { countAttempt: boolean }): number {
  if (job.everySeconds !== null) return 0;
  return options.countAttempt ? job.attempts : job.attempts - 1;
}

/**
 * Runs due jobs of the `jobs` table, one at a time per process, with whatever clock it is given. Every process
 * polls; the claim (job-store.ts) makes sure only one runs each job. `runDueJobs` is also how tests run the queue
 * at a moment of their fake clock's choosing, instead of waiting for the poller.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly recurring = new Map<string, number>();
  private readonly workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(private readonly options: JobRunnerOptions) {}

  register(handler: JobHandler): void {
    this.handlers.set(handler.name, handler);
  }

  /** A handler that runs every `everySeconds` on one process of all (the first due after each period). */
  registerRecurring(handler: JobHandler, everySeconds: number): void {
    this.register(handler);
    this.recurring.set(handler.name, everySeconds);
  }

  /** Puts the recurring jobs in the queue if no process has yet (at every start; the first one adds them). */
  async scheduleRecurringJobs(): Promise<void> {
    for (const [name, everySeconds] of this.recurring) {
      await scheduleRecurring(this.options.database.db, name, everySeconds, this.options.clock.now());
    }
  }

  /** Polls until `stop`. */
  start(): void {
    this.stopped = false;
    const tick = async () => {
      await this.runDueJobs().catch((error: unknown) =>
        this.options.log.warn({ err: error }, "jobs: could not poll the queue"),
      );
      if (!this.stopped) this.timer = setTimeout(tick, this.options.pollMs).unref();
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  /** No new claims; the job in hand finishes (graceful shutdown waits for it, within its own bound). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  /**
   * Claims and runs jobs until none is due (or `limit` ran): the number run. Calls overlapping in one process share
   * one pass, so the poller and a test never run two at once here (other processes do, and claims keep them apart).
   */
  runDueJobs(limit = 1000): Promise<number> {
    if (this.running) return this.running;
    const pass = (async () => {
      let ran = 0;
      while (ran < limit && !this.stopped) {
        const job = await this.claim();
        if (!job) break;
        await this.runClaimed(job);
        ran += 1;
      }
      return ran;
    })().finally(() => {
      this.running = undefined;
    });
    this.running = pass;
    return pass;
  }

  /** One claim, as the poller makes it (tests use it to leave a job claimed by a "dead" process). */
  claim(): Promise<ClaimedJob | null> {
    const claim = `${this.workerId}:${randomBytes(6).toString("hex")}`;
    const names = [...this.handlers.keys()];
    return claimDueJob(this.options.database.db, this.options.clock.now(), this.options.leaseMs, claim, names);
  }

  /** Runs a claimed job and records the outcome: done, deferred, retried after a backoff, or given up. */
  async runClaimed(job: ClaimedJob): Promise<void> {
    const { database, clock, log } = this.options;
    const handler = this.handlers.get(job.name);
    try {
      if (!handler) throw new Error(`no handler for job ${job.name}`);
      const outcome = await handler.run(job.payload, { now: clock.now(), job });
      if (outcome && "deferUntil" in outcome) {
        // Deferred: the attempt this claim took is given back.
        const attempts = attemptsKept(job, { countAttempt: false });
        await rescheduleJob(database.db, job, outcome.deferUntil, { error: null, attempts });
      } else {
        await this.complete(job, clock.now());
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const now = clock.now();
      // The company a job works for, when it names one: the first thing someone reading the log needs.
      const companyId = typeof job.payload.companyId === "string" ? job.payload.companyId : undefined;
      const context = { err: error, job: job.name, id: job.id, companyId, attempt: job.attempts };
      if (job.everySeconds !== null) {
        log.warn(context, "jobs: a recurring job failed; it runs again at its next turn");
        await this.complete(job, now);
      } else if (handler?.discardOnFailure) {
        log.error(context, "jobs: failed; dropped until it is queued again");
        await deleteClaimedJob(database.db, job);
      } else if (job.attempts >= job.maxAttempts) {
        log.error(context, "jobs: giving up after the last attempt");
        await failJob(database.db, job, now, message);
      } else {
        log.warn(context, "jobs: failed; retrying later");
        const retryAt = new Date(now.getTime() + backoffMs(job.attempts));
        const attempts = attemptsKept(job, { countAttempt: true });
        await rescheduleJob(database.db, job, retryAt, { error: message, attempts });
      }
    }
  }

  /** Done: a one-off job is removed, a recurring one waits for its next turn. Nothing if the claim was lost. */
  private async complete(job: ClaimedJob, now: Date): Promise<void> {
    const { db } = this.options.database;
    if (job.everySeconds === null) {
      await deleteClaimedJob(db, job);
      return;
    }
    const attempts = attemptsKept(job, { countAttempt: false });
    await rescheduleJob(db, job, nextTurn(job, now), { error: null, attempts });
  }
}
