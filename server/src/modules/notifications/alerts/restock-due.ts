import { localDateTimeAt } from "@froyo/contracts";
import type { Tx } from "../../../db/types.js";
import { listDueKiosks } from "../../restock/restock.service.js";
import { type AlertEvent, closeEvents, openEvents, recordEvent } from "./events.repository.js";
import { type CompanyAudience, listensTo, maySee, type Recipient } from "./recipients.js";

const HOUR_MS = 3_600_000;

/** A kiosk due for a restock: when its first tray is more likely than not to be empty. */
export interface DueKiosk {
  kioskId: string;
  visitBy: Date;
}

/** The kiosks due within `hours` (online ones: an offline kiosk's levels are not guessed), soonest first. */
export async function readDueKiosks(
  tx: Tx,
  companyId: string,
  hours: number,
  now: Date,
  onlineSeconds: number,
): Promise<DueKiosk[]> {
  const due = await listDueKiosks(tx, companyId, hours, now, { onlineSeconds });
  return due.flatMap((kiosk) =>
    kiosk.visit_by ? [{ kioskId: kiosk.kiosk.id, visitBy: new Date(kiosk.visit_by) }] : [],
  );
}

/** Restocking is heard of by those who may see it: a user whose role lacks `view restock` gets none of it. */
export const mayRestock = (recipient: Recipient) => recipient.permissions.includes("view restock");

/**
 * An episode ends once its kiosk is no longer due, with slack: the forecast moves with every sale, and a kiosk whose
 * `visit_by` hovers around a user's horizon would otherwise open a new episode each time it crosses back. It ends when
 * the kiosk was visited (its trays are full again, so `visit_by` is far or null) or drifted well beyond the horizon.
 */
const endsBeyondHours = (hours: number) => hours + Math.max(6, hours / 2);

/**
 * Kiosks whose `visit_by` (the restock module's forecast: the earliest time one of its trays is more likely than not
 * to be empty) falls within a user's `restock_due.hours`: one event per (kiosk, user) and episode. Offline and
 * maintenance kiosks have no `visit_by` (not guessed) and are left to their own alerts. The forecast is read once for
 * the company, for the longest horizon of all listeners.
 */
export async function detectRestockDue(
  tx: Tx,
  audience: CompanyAudience,
  now: Date,
  onlineSeconds: number,
): Promise<AlertEvent[]> {
  const listeners = audience.recipients.filter(
    (recipient) => mayRestock(recipient) && listensTo(recipient, "restock_due"),
  );
  const hoursOf = new Map(
    listeners.map((recipient) => [recipient.userId, recipient.settings.events.restock_due.hours]),
  );
  const open = await openEvents(tx, audience.companyId, "restock_due");
  const horizon = Math.max(0, ...listeners.map((recipient) => endsBeyondHours(hoursOf.get(recipient.userId) ?? 0)));
  const due = horizon > 0 ? await readDueKiosks(tx, audience.companyId, Math.ceil(horizon), now, onlineSeconds) : [];
  const visitBy = new Map(due.map((kiosk) => [kiosk.kioskId, kiosk.visitBy.getTime()]));
  const ended = open.filter((event) => {
    const at = event.kioskId ? visitBy.get(event.kioskId) : undefined;
    const hours = event.userId ? hoursOf.get(event.userId) : undefined;
    return at === undefined || hours === undefined || at > now.getTime() + endsBeyondHours(hours) * HOUR_MS;
  });
  await closeEvents(
    tx,
    audience.companyId,
    ended.map((event) => event.id),
    now,
  );
  const opened: AlertEvent[] = [];
  for (const recipient of listeners) {
    const until = now.getTime() + (hoursOf.get(recipient.userId) ?? 0) * HOUR_MS;
    for (const kiosk of due) {
      const facts = audience.kiosks.get(kiosk.kioskId);
      if (kiosk.visitBy.getTime() > until || !facts || !maySee(recipient, facts)) continue;
      const event = await recordEvent(tx, audience.companyId, {
        kind: "restock_due",
        episodeKey: `restock_due:${kiosk.kioskId}:${recipient.userId}`,
        dedupeKey: `restock_due:${kiosk.kioskId}:${recipient.userId}@${now.getTime()}`,
        kioskId: kiosk.kioskId,
        userId: recipient.userId,
        data: {
          kiosk_name: facts.name,
          visit_by: kiosk.visitBy.toISOString(),
          visit_by_local: localDateTimeAt(kiosk.visitBy, facts.timezone),
          hours: hoursOf.get(recipient.userId),
        },
        occurredAt: now,
      });
      if (event) opened.push(event);
    }
  }
  return opened;
}
