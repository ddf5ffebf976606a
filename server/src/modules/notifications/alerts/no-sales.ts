import { OPENING_HOURS } from "@froyo/contracts";
import { sql } from "drizzle-orm";
import { queryRows, type Tx } from "../../../db/types.js";
import { type AlertEvent, recordEvent } from "./events.repository.js";
import { type CompanyAudience, listensTo } from "./recipients.js";

interface QuietKiosk {
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
async function closeEnded(tx: Tx, companyId: string, now: Date): Promise<void> {
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

/**
 * Kiosks that are open (10:00–22:00 in their own timezone, contracts' OPENING_HOURS), online and not in
 * maintenance, yet have made no paid sale for a user's `no_sales.hours`, counted from the later of their last sale
 * and today's opening. One episode per (kiosk, user) and silence (see closeEnded): a kiosk silent all day is
 * reported once that day; one that sells and falls silent again, once more. An offline kiosk has its own alert and
 * is left out here. The last sale is looked up once per kiosk, whatever the number of users.
 */
export async function detectNoSales(
  tx: Tx,
  audience: CompanyAudience,
  now: Date,
  onlineSeconds: number,
): Promise<AlertEvent[]> {
  await closeEnded(tx, audience.companyId, now);
  const listeners = audience.recipients
    .filter((recipient) => listensTo(recipient, "no_sales"))
    .map((recipient) => ({
      user_id: recipient.userId,
      is_client: recipient.isClient,
      hours: recipient.settings.events.no_sales.hours,
    }));
  if (listeners.length === 0) return [];
  const at = now.toISOString();
  const rows = await queryRows<QuietKiosk>(
    tx,
    sql`WITH r AS (SELECT * FROM jsonb_to_recordset(${JSON.stringify(listeners)}::jsonb)
                     AS r(user_id uuid, is_client boolean, hours integer)),
        k AS (SELECT k.id, k.name, k.owner_id, k.timezone, (${at}::timestamptz AT TIME ZONE k.timezone) AS local_now
              FROM kiosks k
              WHERE k.company_id = ${audience.companyId} AND k.deleted_at IS NULL AND k.active
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
                    WHERE s.company_id = ${audience.companyId} AND s.kiosk_id = o.id AND s.status = 'paid'
                      AND s.occurred_at > ${at}::timestamptz - interval '1 day'),
                   o.opened_at) AS since
          FROM open_now o)
        SELECT q.id AS kiosk_id, q.name AS kiosk_name, r.user_id, r.hours, q.since,
               to_char(q.since AT TIME ZONE q.timezone, 'HH24:MI') AS since_local
        FROM quiet q
        JOIN r ON NOT r.is_client OR q.owner_id = r.user_id
        WHERE q.since <= ${at}::timestamptz - make_interval(hours => r.hours)
          AND NOT EXISTS (SELECT 1 FROM alert_events e WHERE e.company_id = ${audience.companyId}
                            AND e.closed_at IS NULL AND e.episode_key = 'no_sales:' || q.id || ':' || r.user_id)`,
  );
  const opened: AlertEvent[] = [];
  for (const row of rows) {
    const event = await recordEvent(tx, audience.companyId, {
      kind: "no_sales",
      episodeKey: `no_sales:${row.kiosk_id}:${row.user_id}`,
      dedupeKey: `no_sales:${row.kiosk_id}:${row.user_id}@${now.getTime()}`,
      kioskId: row.kiosk_id,
      userId: row.user_id,
      data: {
        kiosk_name: row.kiosk_name,
        hours: row.hours,
        since: new Date(row.since).toISOString(),
        since_local: row.since_local,
      },
      occurredAt: now,
    });
    if (event) opened.push(event);
  }
  return opened;
}
