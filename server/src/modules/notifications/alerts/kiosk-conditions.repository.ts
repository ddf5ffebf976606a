import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { alertEvents } from "../../../db/schema/index.js";
import { queryRows, type Tx } from "../../../db/types.js";
import type { AlertEvent } from "./events.repository.js";

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Kiosks whose last heartbeat is older than the online window and that have no open outage; never-seen, disabled,
 * deleted and maintenance kiosks are left out. Their rows are locked, skipping any a heartbeat holds: that heartbeat
 * is ending the outage.
 */
export async function lockKiosksGoneOffline(tx: Tx, companyId: string, now: Date, onlineSeconds: number) {
  return queryRows<{ id: string; name: string; last_heartbeat_at: Date | string }>(
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
}

/** Closes the open outages of kiosks deleted, deactivated or in maintenance since they began. */
export async function closeOutagesOfRetiredKiosks(tx: Tx, companyId: string, now: Date): Promise<void> {
  await tx.execute(
    sql`UPDATE alert_events e SET closed_at = ${iso(now)}::timestamptz
        FROM kiosks k
        WHERE e.company_id = ${companyId} AND e.kind = 'kiosk_offline' AND e.closed_at IS NULL
          AND k.company_id = e.company_id AND k.id = e.kiosk_id
          AND (k.deleted_at IS NOT NULL OR NOT k.active OR k.reported_status = 'maintenance')`,
  );
}

/**
 * Open outages that began after `since` and were not yet fanned out as far as `minutes` after they began (or not
 * at all). Read without locks.
 */
export async function listOutagesNotFannedOutTo(
  tx: Tx,
  companyId: string,
  since: Date,
  minutes: number,
): Promise<AlertEvent[]> {
  return tx
    .select()
    .from(alertEvents)
    .where(
      and(
        eq(alertEvents.companyId, companyId),
        eq(alertEvents.kind, "kiosk_offline"),
        isNull(alertEvents.closedAt),
        gt(alertEvents.occurredAt, since),
        or(
          isNull(alertEvents.fannedOutAt),
          lt(alertEvents.fannedOutAt, sql`${alertEvents.occurredAt} + make_interval(mins => ${minutes})`),
        ),
      ),
    );
}

/**
 * Open warm-spell events whose spell is over: the kiosk's `warm_since` cleared or started again (compared to the
 * millisecond the event stored), or the kiosk deleted or deactivated.
 */
export async function listEndedWarmSpells(tx: Tx, companyId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`SELECT e.id FROM alert_events e JOIN kiosks k ON k.company_id = e.company_id AND k.id = e.kiosk_id
        WHERE e.company_id = ${companyId} AND e.kind = 'kiosk_too_warm' AND e.closed_at IS NULL
          AND (k.warm_since IS NULL OR k.deleted_at IS NOT NULL OR NOT k.active
               OR date_trunc('milliseconds', k.warm_since) <> (e.data->>'warm_since')::timestamptz)`,
  );
  return rows.map((row) => row.id);
}

/** Live, active kiosks warm for longer than their own window at `now`. */
export async function listKiosksTooWarm(tx: Tx, companyId: string, now: Date) {
  return queryRows<{
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
}
