import { and, eq, isNotNull, lt, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { alertEvents, companies, notifications } from "../../db/schema/index.js";
import type { Database } from "../../db/types.js";
import type { JobHandler } from "../../jobs/job-runner.js";
import { deleteFailedJobs } from "../../jobs/job-store.js";

export const RETENTION_JOB = "notifications.retention";
/** How long read notifications and ended alert events are kept (decision 022). */
export const NOTIFICATIONS_KEPT_DAYS = 90;
/** How long a failed job is kept for someone to read its error. */
export const FAILED_JOBS_KEPT_DAYS = 30;

const DAY_MS = 86_400_000;

/**
 * One company's old rows: notifications read (or never in the inbox: email and push only) more than 90 days ago,
 * then events that ended (or never lasted: back online, promo, digest) more than 90 days ago and that no one's
 * inbox holds any more. Unread items stay, with their events; open episodes stay whatever their age.
 */
async function pruneCompany(database: Database, companyId: string, now: Date): Promise<void> {
  const before = new Date(now.getTime() - NOTIFICATIONS_KEPT_DAYS * DAY_MS);
  await database.withTenant(companyId, async (tx) => {
    await tx
      .delete(notifications)
      .where(
        and(
          eq(notifications.companyId, companyId),
          lt(notifications.createdAt, before),
          or(isNotNull(notifications.readAt), eq(notifications.inInbox, false)),
        ),
      );
    await tx.delete(alertEvents).where(
      and(
        eq(alertEvents.companyId, companyId),
        lt(alertEvents.occurredAt, before),
        sql`coalesce(${alertEvents.closedAt}, CASE WHEN ${alertEvents.episodeKey} IS NULL THEN ${alertEvents.occurredAt} END)
                < ${before.toISOString()}::timestamptz`,
        sql`NOT EXISTS (SELECT 1 FROM ${notifications} n
                          WHERE n.company_id = ${alertEvents.companyId} AND n.event_id = ${alertEvents.id})`,
      ),
    );
  });
}

/** The daily retention job: each company in turn (one failing is logged and skipped), then the queue's failures. */
export function retentionJob(options: { database: Database; log: FastifyBaseLogger }): JobHandler {
  const { database, log } = options;
  return {
    name: RETENTION_JOB,
    async run(_payload, { now }) {
      const rows = await database.db.select({ id: companies.id }).from(companies);
      for (const { id } of rows) {
        await pruneCompany(database, id, now).catch((error: unknown) =>
          log.error({ err: error, companyId: id }, "retention: could not prune a company's notifications"),
        );
      }
      await deleteFailedJobs(database.db, new Date(now.getTime() - FAILED_JOBS_KEPT_DAYS * DAY_MS));
    },
  };
}
