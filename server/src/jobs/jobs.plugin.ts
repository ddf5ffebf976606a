import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Clock } from "../lib/clock.js";
import { JobRunner } from "./job-runner.js";

declare module "fastify" {
  interface FastifyInstance {
    /** The durable job queue (decision 022): modules register handlers; tests run due jobs with `runDueJobs`. */
    jobs: JobRunner;
    /** The time alerts and jobs go by: the system's, or a test's fake clock. */
    clock: Clock;
  }
}

/**
 * The queue's runner for this process. Once the app is ready, the recurring jobs are put in the queue (if no
 * process has yet) and, when `enabled`, polling starts; closing the app stops it and waits for the job in hand,
 * before the database closes (onClose hooks run in reverse order of registration: the database's came first).
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, options: { clock: Clock; enabled: boolean; leaseMs: number; pollMs: number }) => {
    const runner = new JobRunner({
      database: app.database,
      clock: options.clock,
      log: app.log,
      leaseMs: options.leaseMs,
      pollMs: options.pollMs,
    });
    app.decorate("clock", options.clock);
    app.decorate("jobs", runner);
    app.addHook("onReady", async () => {
      await runner.scheduleRecurringJobs();
      if (options.enabled) runner.start();
    });
    app.addHook("onClose", () => runner.stop());
  },
);
