import type { Tx } from "../../../db/types.js";
import { type AlertEvent, recordEvent } from "./events.repository.js";
import { type CompanyAudience, listensTo } from "./recipients.js";
import { closeRefilledTrays, listLowTrays } from "./tray-low.repository.js";

/**
 * Low trays, per user: each user's threshold (`tray_low.percent`, or each tray's own when null) decides when a tray
 * is low for them, so each (tray, user) is its own episode: one event when it becomes low, none again until a
 * refill lifts it above the level it was opened at. Empty slots (no product) have nothing to run out of.
 */
export async function detectLowTrays(tx: Tx, audience: CompanyAudience, now: Date): Promise<AlertEvent[]> {
  await closeRefilledTrays(tx, audience.companyId, now);
  const listeners = audience.recipients
    .filter((recipient) => listensTo(recipient, "tray_low"))
    .map((recipient) => ({
      user_id: recipient.userId,
      is_client: recipient.isClient,
      percent: recipient.settings.events.tray_low.percent,
    }));
  if (listeners.length === 0) return [];
  const rows = await listLowTrays(tx, audience.companyId, listeners);
  const opened: AlertEvent[] = [];
  for (const row of rows) {
    const event = await recordEvent(tx, audience.companyId, {
      kind: "tray_low",
      episodeKey: `tray_low:${row.tray_id}:${row.user_id}`,
      dedupeKey: `tray_low:${row.tray_id}:${row.user_id}@${now.getTime()}`,
      kioskId: row.kiosk_id,
      userId: row.user_id,
      data: {
        kiosk_name: row.kiosk_name,
        tray_id: row.tray_id,
        position: row.position,
        level: row.level,
        capacity: row.capacity,
        threshold: row.threshold,
        product_name: row.product_name,
      },
      occurredAt: now,
    });
    if (event) opened.push(event);
  }
  return opened;
}
