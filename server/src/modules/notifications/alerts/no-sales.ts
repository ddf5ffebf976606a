import type { Tx } from "../../../db/types.js";
import { type AlertEvent, recordEvent } from "./events.repository.js";
import { closeEndedSilences, listQuietKiosks } from "./no-sales.repository.js";
import { type CompanyAudience, listensTo } from "./recipients.js";

/**
 * Kiosks that are open (10:00–22:00 in their own timezone, contracts' OPENING_HOURS), online and not in
 * maintenance, yet have made no paid sale for a user's `no_sales.hours`, counted from the latest of their last sale,
 * today's opening and their registration. One episode per (kiosk, user) and silence (see closeEndedSilences): a
 * kiosk silent all day is reported once that day; one that sells and falls silent again, once more. An offline kiosk
 * has its own alert and is left out here. The last sale is looked up once per kiosk, whatever the number of users.
 */
export async function detectNoSales(
  tx: Tx,
  audience: CompanyAudience,
  now: Date,
  onlineSeconds: number,
): Promise<AlertEvent[]> {
  await closeEndedSilences(tx, audience.companyId, now);
  const listeners = audience.recipients
    .filter((recipient) => listensTo(recipient, "no_sales"))
    .map((recipient) => ({
      user_id: recipient.userId,
      is_client: recipient.isClient,
      hours: recipient.settings.events.no_sales.hours,
    }));
  if (listeners.length === 0) return [];
  const rows = await listQuietKiosks(tx, audience.companyId, listeners, now, onlineSeconds);
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
