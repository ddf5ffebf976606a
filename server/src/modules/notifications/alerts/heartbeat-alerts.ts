import type { Tx } from "../../../db/types.js";
import { closeEpisode, closeEvents, recordEventForLater } from "./events.repository.js";
import { listOpenKioskErrors, markEventsSeen } from "./heartbeat-alerts.repository.js";

/**
 * An error code ends only after this long unreported: a kiosk whose code comes and goes (one heartbeat without it,
 * the next with it) stays one episode, one alert, instead of one per flap. Longer than the online window, so a code
 * still there after a short outage is the same episode too.
 */
export const ERROR_CLEARS_AFTER_MS = 15 * 60_000;

/** What the heartbeat route tells the alerts about a heartbeat it has just recorded, in its own transaction. */
export interface HeartbeatFacts {
  companyId: string;
  kioskId: string;
  kioskName: string;
  errorCodes: readonly string[];
  now: Date;
}

/**
 * Runs inside the heartbeat's transaction, after the kiosk row is updated (and so locked): an open outage ends and
 * becomes one "back online" event; each error code newly reported opens an episode (one event) that lasts while
 * the kiosk keeps reporting it, and ends once unreported for ERROR_CLEARS_AFTER_MS. Fan-out is left to a job, so
 * the kiosk's call stays short: a handful of statements, on this kiosk's rows only.
 */
export async function recordHeartbeatAlerts(tx: Tx, facts: HeartbeatFacts): Promise<void> {
  const { companyId, kioskId, now } = facts;
  const outage = await closeEpisode(tx, companyId, `kiosk_offline:${kioskId}`, now);
  if (outage) {
    await recordEventForLater(
      tx,
      companyId,
      {
        kind: "kiosk_online",
        dedupeKey: `kiosk_online:${outage.id}`,
        kioskId,
        data: {
          kiosk_name: facts.kioskName,
          offline_event_id: outage.id,
          offline_since: outage.occurredAt.toISOString(),
          offline_ms: now.getTime() - outage.occurredAt.getTime(),
        },
        occurredAt: now,
      },
      now,
    );
  }
  await recordErrorCodes(tx, facts);
}

async function recordErrorCodes(tx: Tx, facts: HeartbeatFacts): Promise<void> {
  const { companyId, kioskId, now } = facts;
  const reported = new Set(facts.errorCodes);
  const open = await listOpenKioskErrors(tx, companyId, kioskId);
  const cleared = open.filter(
    (event) => !reported.has(event.code) && (event.seenAt?.getTime() ?? 0) <= now.getTime() - ERROR_CLEARS_AFTER_MS,
  );
  await closeEvents(
    tx,
    companyId,
    cleared.map((event) => event.id),
    now,
  );
  const stillReported = open.filter((event) => reported.has(event.code)).map((event) => event.id);
  await markEventsSeen(tx, companyId, stillReported, now);
  const known = new Set(open.map((event) => event.code));
  for (const code of [...reported].filter((candidate) => !known.has(candidate))) {
    await recordEventForLater(
      tx,
      companyId,
      {
        kind: "kiosk_error",
        dedupeKey: `kiosk_error:${kioskId}:${code}@${now.getTime()}`,
        episodeKey: `kiosk_error:${kioskId}:${code}`,
        kioskId,
        data: { kiosk_name: facts.kioskName, code },
        lastSeenAt: now,
        occurredAt: now,
      },
      now,
    );
  }
}
