import type { Tx } from "../../../db/types.js";
import { type AlertEvent, closeEvents, openEvents, recordEvent } from "./events.repository.js";
import {
  closeOutagesOfRetiredKiosks,
  listEndedWarmSpells,
  listKiosksTooWarm,
  lockKiosksGoneOffline,
} from "./kiosk-conditions.repository.js";

/**
 * Kiosks whose last heartbeat is older than the online window, with no open outage: one event each, keyed by that
 * heartbeat, so an outage is one event however many sweeps see it (the heartbeat that ends it closes it, see
 * heartbeat-alerts.ts). Never-seen, disabled, deleted and maintenance kiosks are not outages. The kiosk rows are
 * locked, skipping any a heartbeat holds: that heartbeat is ending the outage, and the next sweep sees it ended.
 */
export async function detectOffline(tx: Tx, companyId: string, now: Date, onlineSeconds: number) {
  // An outage of a kiosk deleted, deactivated or in maintenance since is over for alerts: no one is told of it any
  // more, and no "back online" follows. A kiosk in maintenance is not an outage to begin with.
  await closeOutagesOfRetiredKiosks(tx, companyId, now);
  const rows = await lockKiosksGoneOffline(tx, companyId, now, onlineSeconds);
  const created: AlertEvent[] = [];
  for (const row of rows) {
    const lastSeen = new Date(row.last_heartbeat_at);
    const offlineSince = new Date(lastSeen.getTime() + onlineSeconds * 1000);
    const event = await recordEvent(tx, companyId, {
      kind: "kiosk_offline",
      dedupeKey: `kiosk_offline:${row.id}@${lastSeen.getTime()}`,
      episodeKey: `kiosk_offline:${row.id}`,
      kioskId: row.id,
      data: { kiosk_name: row.name, last_seen_at: lastSeen.toISOString(), offline_since: offlineSince.toISOString() },
      occurredAt: offlineSince,
    });
    if (event) created.push(event);
  }
  return created;
}

/**
 * Food safety: kiosks above their temperature limit since longer than their window (`warm_since`, kept by the
 * heartbeat) get one event per warm spell, keyed by when it began; a spell ends when `warm_since` is cleared or
 * starts again, or the kiosk is deleted or deactivated, which closes its event.
 */
export async function detectTooWarm(tx: Tx, companyId: string, now: Date): Promise<AlertEvent[]> {
  await closeEvents(tx, companyId, await listEndedWarmSpells(tx, companyId), now);
  const rows = await listKiosksTooWarm(tx, companyId, now);
  const open = new Set((await openEvents(tx, companyId, "kiosk_too_warm")).map((event) => event.kioskId));
  const created: AlertEvent[] = [];
  for (const row of rows.filter((candidate) => !open.has(candidate.id))) {
    const since = new Date(row.warm_since);
    const event = await recordEvent(tx, companyId, {
      kind: "kiosk_too_warm",
      dedupeKey: `kiosk_too_warm:${row.id}@${since.getTime()}`,
      episodeKey: `kiosk_too_warm:${row.id}`,
      kioskId: row.id,
      data: {
        kiosk_name: row.name,
        warm_since: since.toISOString(),
        temperature_c: row.temperature_c,
        limit_c: row.temperature_limit_c,
        window_minutes: row.warm_window_minutes,
      },
      occurredAt: new Date(since.getTime() + row.warm_window_minutes * 60_000),
    });
    if (event) created.push(event);
  }
  return created;
}
