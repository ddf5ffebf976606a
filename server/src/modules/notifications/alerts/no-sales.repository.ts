import { OPENING_HOURS } from "@froyo/contracts";
import { sql } from "drizzle-orm";
import { queryRows, type Tx } from "../../../db/types.js";

export interface QuietKiosk {
  kiosk_id: string;
  kiosk_name: string;
  user_id: string;
  hours: number;
  since: Date | string;
  since_local: string;
}

/**
 * A silence ends with a paid sale made after it began (`data.since`), at closing time or on another local day, or
 * with the kiosk deleted or deactivated. Not with a short outage or maintenance (the kiosk has not sold meanwhile
 * either), nor with the user's settings changing: those apply to the next silence.
 */
export async function closeEndedSilences(tx: Tx, companyId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await tx.execute(
    sql`UPDATE alert_events e SET closed_at = ${at}::timestamptz
        WHERE e.company_id = ${companyId} AND e.kind = 'no_sales' AND e.closed_at IS NULL
          AND NOT EXISTS (
            SELECT 1 FROM kiosks k
            WHERE k.company_id = e.company_id AND k.id = e.kiosk_id AND k.deleted_at IS NULL AND k.active
              AND (${at}::timestamptz AT TIME ZONE k.timezone)::date = (e.occurred_at AT TIME ZONE k.timezone)::date
              AND (${at}::timestamptz AT TIME ZONE k.timezone)::time < make_time(${OPENING_HOURS.close}, 0, 0)
              AND NOT EXISTS (SELECT 1 FROM sales s WHERE s.company_id = k.company_id AND s.kiosk_id = k.id
                                AND s.status = 'paid'
                                -- since is the last sale to the millisecond: that sale itself ends nothing
                                AND s.occurred_at >= (e.data->>'since')::timestamptz + interval '1 millisecond'))`,
  );
}

/** A user who listens for silences: staff hear of every kiosk, a client of their own; after `hours` of silence. */
export interface SilenceListener {
  user_id: string;
  is_client: boolean;
  hours: number;
}

/**
 * Per listener, the kiosks open now (OPENING_HOURS in their own timezone), online (heartbeat within
 * `onlineSeconds`) and not in maintenance whose silence (since the latest of their last paid sale, today's opening
 * and their registration: a kiosk set up this afternoon has not been silent since the morning) has lasted the
 * listener's hours, without an open episode for that kiosk and listener. The last sale is looked up once per kiosk,
 * whatever the number of listeners.
 */
export async function listQuietKiosks(
  tx: Tx,
  companyId: string,
  listeners: SilenceListener[],
  now: Date,
  onlineSeconds: number,
): Promise<QuietKiosk[]> {
  const at = now.toISOString();
  return queryRows<QuietKiosk>(
    tx,
    sql`WITH r AS (SELECT * FROM jsonb_to_recordset(${JSON.stringify(listeners)}::jsonb)
                     AS r(user_id uuid, is_client boolean, hours integer)),
        k AS (SELECT k.id, k.name, k.owner_id, k.timezone, k.created_at,
                     (${at}::timestamptz AT TIME ZONE k.timezone) AS local_now
              FROM kiosks k
              WHERE k.company_id = ${companyId} AND k.deleted_at IS NULL AND k.active
                AND k.last_heartbeat_at > ${at}::timestamptz - make_interval(secs => ${onlineSeconds})
                AND coalesce(k.reported_status, 'ok') <> 'maintenance'),
        open_now AS (
          SELECT k.*, (date_trunc('day', k.local_now) + make_interval(hours => ${OPENING_HOURS.open}))
                        AT TIME ZONE k.timezone AS opened_at
          FROM k
          WHERE k.local_now::time >= make_time(${OPENING_HOURS.open}, 0, 0)
            AND k.local_now::time < make_time(${OPENING_HOURS.close}, 0, 0)),
        quiet AS MATERIALIZED (
          SELECT o.*, greatest(
                   (SELECT max(s.occurred_at) FROM sales s
                    WHERE s.company_id = ${companyId} AND s.kiosk_id = o.id AND s.status = 'paid'
                      AND s.occurred_at > ${at}::timestamptz - interval '1 day'),
                   o.opened_at, o.created_at) AS since
          FROM open_now o)
        SELECT q.id AS kiosk_id, q.name AS kiosk_name, r.user_id, r.hours, q.since,
               to_char(q.since AT TIME ZONE q.timezone, 'HH24:MI') AS since_local
        FROM quiet q
        JOIN r ON NOT r.is_client OR q.owner_id = r.user_id
        WHERE q.since <= ${at}::timestamptz - make_interval(hours => r.hours)
          AND NOT EXISTS (SELECT 1 FROM alert_events e WHERE e.company_id = ${companyId}
                            AND e.closed_at IS NULL AND e.episode_key = 'no_sales:' || q.id || ':' || r.user_id)`,
  );
}
