import type { FastifyBaseLogger } from "fastify";
import { companies } from "../../db/schema/index.js";
import type { Database } from "../../db/types.js";
import { deleteExpiredPasswordTokens } from "../../identity/password-tokens.repository.js";
import { deleteExpiredSessions } from "../../identity/sessions.repository.js";
import type { JobHandler } from "../../jobs/job-runner.js";
import { createThrottleStore } from "../../plugins/throttle-store.js";

export const EXPIRY_PURGE_JOB = "auth.expiry-purge";
/** Hourly: an expired row is refused at once by every lookup, so its purge is housekeeping, not security. */
export const EXPIRY_PURGE_SECONDS = 3600;

/**
 * The recurring purge of what can no longer be used (issue 26, part 8): each company's expired or idle sessions and
 * expired password tokens, in its own tenant transaction (row-level security; one company failing is logged and the
 * others still purged), then the throttle windows that have ended. As a recurring job of the durable queue it runs
 * once per period on one of the app's processes, however many there are (decision 022).
 */
export function expiryPurgeJob(options: {
  database: Database;
  idleMinutes: number;
  log: FastifyBaseLogger;
}): JobHandler {
  const { database, idleMinutes, log } = options;
  const throttles = createThrottleStore(database);
  return {
    name: EXPIRY_PURGE_JOB,
    async run() {
      const rows = await database.db.select({ id: companies.id }).from(companies);
      for (const { id } of rows) {
        await database
          .withTenant(id, async (tx) => {
            await deleteExpiredSessions(tx, id, idleMinutes);
            await deleteExpiredPasswordTokens(tx, id);
          })
          .catch((error: unknown) =>
            log.error({ err: error, companyId: id }, "expiry purge: could not purge a company's sessions"),
          );
      }
      await throttles.sweep();
    },
  };
}
