import { sql } from "drizzle-orm";
import { queryRows, type Tx } from "../../../db/types.js";
import { type AlertEvent, closeEvents, openEvents, recordEvent } from "./events.repository.js";

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Kiosks whose last heartbeat is older than the online window, with no open outage: one event each, keyed by that
 * heartbeat, so an outage is one event however many sweeps see it (the heartbeat that ends it closes it, see
 * heartbeat-alerts.ts). Never-seen, disabled, deleted and maintenance kiosks are not outages. The kiosk rows are
 * locked, skipping any a heartbeat holds: that heartbeat is ending the outage, and the next sweep sees it ended.
 */
export async function detectOffline(tx: Tx, companyId: string, now: Date, onlineSeconds: number) {
  await closeOutagesOfRetiredKiosks(tx, companyId, now);
  const rows = await queryRows<{ id: string; name: string; last_heartbeat_at: Date | string }>(
    tx,
    sql`SELECT k.id, k.name, k.last_heartbeat_at FROM kiosks k
        WHERE k.company_id = ${companyId} AND k.deleted_at IS NULL AND k.active
          AND k.last_heartbeat_at IS NOT NULL
          AND k.last_heartbeat_at <= ${iso(now)}::timestamptz - make_interval(secs => ${onlineSeconds})
          AND coalesce(k.reported_status, 'ok') <> 'maintenance'
          AND NOT EXISTS (SELECT 1 FROM alert_events e WHERE e.company_id = k.company_id
                            AND e.episode_key = 'kiosk_offline:' || k.id AND e.closed_at IS NULL)
        FOR UPDATE OF k SKIP LOCKED`,
  );
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
 * An outage of a kiosk deleted, deactivated or in maintenance since is over for alerts: no one is told of it any
 * more, and no "back online" follows. A kiosk in maintenance is not an outage to begin with (detectOffline).
 */
async function closeOutagesOfRetiredKiosks(tx: Tx, companyId: string, now: Date): Promise<void> {
  await tx.execute(
    sql`UPDATE alert_events e SET closed_at = ${iso(now)}::timestamptz
        FROM kiosks k
        WHERE e.company_id = ${companyId} AND e.kind = 'kiosk_offline' AND e.closed_at IS NULL
          AND k.company_id = e.company_id AND k.id = e.kiosk_id
          AND (k.deleted_at IS NOT NULL OR NOT k.active OR k.reported_status = 'maintenance')`,
  );
}

/**
 * Food safety: kiosks above their temperature limit since longer than their window (`warm_since`, kept by the
 * heartbeat) get one event per warm spell, keyed by when it began; a spell ends when `warm_since` is cleared or
 * starts again, or the kiosk is deleted or deactivated, which closes its event.
 */
export async function detectTooWarm(tx: Tx, companyId: string, now: Date): Promise<AlertEvent[]> {
  const ended = await queryRows<{ id: string }>(
    tx,
    sql`SELECT e.id FROM alert_events e JOIN kiosks k ON k.company_id = e.company_id AND k.id = e.kiosk_id
        WHERE e.company_id = ${companyId} AND e.kind = 'kiosk_too_warm' AND e.closed_at IS NULL
          AND (k.warm_since IS NULL OR k.deleted_at IS NOT NULL OR NOT k.active
               OR date_trunc('milliseconds', k.warm_since) <> (e.data->>'warm_since')::timestamptz)`,
  );
  await closeEvents(
    tx,
    companyId,
    ended.map((row) => row.id),
    now,
  );
  const rows = await queryRows<{
    id: string;
    name: string;
    warm_since: Date | string;
    temperature_c: number | null;
    temperature_limit_c: number;
    warm_window_minutes: number;
  }>(
    tx,
    sql`SELECT k.id, k.name, k.warm_since, k.temperature_c, k.temperature_limit_c, k.warm_window_minutes FROM kiosks k
        WHERE k.company_id = ${companyId} AND k.deleted_at IS NULL AND k.active AND k.warm_since IS NOT NULL
          AND k.warm_since <= ${iso(now)}::timestamptz - make_interval(mins => k.warm_window_minutes)`,
  );
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
