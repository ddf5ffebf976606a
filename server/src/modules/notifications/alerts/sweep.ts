import { OFFLINE_MINUTES_MAX } from "@froyo/contracts";
import type { Database, Tx } from "../../../db/types.js";
import type { JobHandler } from "../../../jobs/job-runner.js";
import { enqueueJobs } from "../../../jobs/job-store.js";
import { listSweptCompanyIds } from "./audience.repository.js";
import { dailyDigests } from "./daily-digest.js";
import { type AlertEvent, FAN_OUT_JOB, findEvent } from "./events.repository.js";
import { fanOut } from "./fan-out.js";
import { detectOffline, detectTooWarm } from "./kiosk-conditions.js";
import { listOutagesNotFannedOutTo } from "./kiosk-conditions.repository.js";
import { detectNoSales } from "./no-sales.js";
import { type CompanyAudience, listensTo, loadAudience } from "./recipients.js";
import { detectRestockDue } from "./restock-due.js";
import { detectLowTrays } from "./tray-low.js";

export const SWEEP_JOB = "alerts.sweep";
export const SWEEP_COMPANY_JOB = "alerts.sweep-company";

/** After a day (the longest threshold) an outage owes no one anything, even if no one could be told of it. */
const OWED_FOR_MS = (OFFLINE_MINUTES_MAX + 60) * 60_000;

/**
 * Open outages someone may still be owed: not yet fanned out as far as the longest listener's minutes (see
 * fan-out.ts). Read without locks; fanOut locks the ones it adds users to. With no listener, none.
 */
async function outagesOwed(tx: Tx, audience: CompanyAudience, now: Date): Promise<AlertEvent[]> {
  const minutes = audience.recipients
    .filter((recipient) => listensTo(recipient, "kiosk_offline"))
    .map((recipient) => recipient.settings.events.kiosk_offline.minutes);
  if (minutes.length === 0) return [];
  const since = new Date(now.getTime() - OWED_FOR_MS);
  return listOutagesNotFannedOutTo(tx, audience.companyId, since, Math.max(...minutes));
}

/**
 * One pass over one company, in one transaction: conditions that started (or ended) since the last pass become
 * events, and every event still owed to someone is fanned out (an outage reaches each user once it has lasted
 * their minutes). Everything it writes is keyed, so a pass run twice (two processes, a retry) adds nothing.
 */
export async function sweepCompany(database: Database, companyId: string, now: Date, onlineSeconds: number) {
  return database.withTenant(companyId, async (tx) => {
    const audience = await loadAudience(tx, companyId);
    await detectOffline(tx, companyId, now, onlineSeconds);
    const created = [
      ...(await detectTooWarm(tx, companyId, now)),
      ...(await detectLowTrays(tx, audience, now)),
      ...(await detectNoSales(tx, audience, now, onlineSeconds)),
      ...(await detectRestockDue(tx, audience, now, onlineSeconds)),
      ...(await dailyDigests(tx, audience, now, onlineSeconds)),
    ];
    let delivered = 0;
    for (const event of [...(await outagesOwed(tx, audience, now)), ...created]) {
      delivered += await fanOut(tx, event, audience, now);
    }
    return delivered;
  });
}

/**
 * The recurring job queues one sweep job per company (the platform has no kiosks), so each company is swept in its
 * own job: one that fails (bad data, a bug) is logged with its id and the others go on; a company's job is short
 * (far from the lease); and several processes share a sweep. The dedupe key per company keeps one pending at a time.
 */
export function sweepJob(options: { database: Database }): JobHandler {
  return {
    name: SWEEP_JOB,
    async run(_payload, { now }) {
      const companyIds = await listSweptCompanyIds(options.database.db);
      await enqueueJobs(
        options.database.db,
        companyIds.map((companyId) => ({
          name: SWEEP_COMPANY_JOB,
          payload: { companyId },
          runAt: now,
          dedupeKey: `alerts.sweep:${companyId}`,
          maxAttempts: 1,
        })),
      );
    },
  };
}

/** One company's pass. A failure is logged (with the company id) and dropped: the next sweep queues it again. */
export function sweepCompanyJob(options: { database: Database; onlineSeconds: number }): JobHandler {
  return {
    name: SWEEP_COMPANY_JOB,
    discardOnFailure: true,
    async run(payload, { now }) {
      await sweepCompany(options.database, String(payload.companyId), now, options.onlineSeconds);
    },
  };
}

/** Fans out an event recorded by a request (a heartbeat, a redemption, an edit); see recordEventForLater. */
export function fanOutJob(options: { database: Database }): JobHandler {
  return {
    name: FAN_OUT_JOB,
    async run(payload, { now }) {
      const companyId = String(payload.companyId);
      await options.database.withTenant(companyId, async (tx) => {
        const event = await findEvent(tx, companyId, String(payload.eventId));
        if (event) await fanOut(tx, event, await loadAudience(tx, companyId), now);
      });
    },
  };
}
