import { DIGEST_HOUR, instantOfLocal, localClock } from "@froyo/contracts";
import type { Tx } from "../../../db/types.js";
import { type DayOwnerFigures, listDailyFiguresByOwner } from "./daily-digest.repository.js";
import { type AlertEvent, existingDedupeKeys, recordEvent } from "./events.repository.js";
import { type CompanyAudience, listensTo, maySee, type Recipient } from "./recipients.js";
import { type DueKiosk, mayRestock, readDueKiosks } from "./restock-due.js";

/** The calendar day before `date` (YYYY-MM-DD), whatever the zone: plain date arithmetic. */
function dayBefore(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** A digest not sent by noon (the servers were down all morning) is skipped: yesterday's figures at night are noise. */
const DIGEST_LAST_HOUR = 12;

type Figures = Pick<DayOwnerFigures, "orders" | "revenue_cents" | "kiosks">;

/** Yesterday's paid sales per (local day, kiosk owner), in one query for every day some digest is due. */
async function figuresByDayAndOwner(tx: Tx, companyId: string, days: string[]) {
  const rows = await listDailyFiguresByOwner(tx, companyId, days);
  return (day: string, ownerId: string | null): Figures => {
    const of = rows.filter((row) => row.day === day && (ownerId === null || row.owner_id === ownerId));
    const sum = (pick: (row: Figures) => number) => of.reduce((total, row) => total + Number(pick(row)), 0);
    return { orders: sum((r) => r.orders), revenue_cents: sum((r) => r.revenue_cents), kiosks: sum((r) => r.kiosks) };
  };
}

/** The calendar day after `date`, as dayBefore. */
function dayAfter(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The end of the user's local day (their next midnight), as an instant. */
function endOfLocalDay(date: string, timezone: string): number {
  return instantOfLocal(`${dayAfter(date)}T00:00`, timezone) ?? Date.parse(`${dayAfter(date)}T00:00:00Z`);
}

/**
 * The kiosks due for a restock before each user's day ends (read once, for the latest end among them): what a digest
 * lists for those who may see restocking.
 */
async function dueTodayReader(tx: Tx, companyId: string, now: Date, ends: number[], onlineSeconds: number) {
  const hours = Math.ceil((Math.max(0, ...ends) - now.getTime()) / 3_600_000);
  const due: DueKiosk[] = hours > 0 ? await readDueKiosks(tx, companyId, hours, now, onlineSeconds) : [];
  return (recipient: Recipient, audience: CompanyAudience, end: number) =>
    due
      .filter((kiosk) => kiosk.visitBy.getTime() <= end && maySee(recipient, audience.kiosks.get(kiosk.kioskId)))
      .map((kiosk) => ({
        kiosk_id: kiosk.kioskId,
        name: audience.kiosks.get(kiosk.kioskId)?.name ?? "",
        visit_by: kiosk.visitBy.toISOString(),
      }));
}

/**
 * Each user's digest of yesterday's sales, at 08:00 in their own timezone: one per user and local day (its dedupe
 * key), with the paid orders and revenue of the kiosks they may see, each counted in its kiosk's local day, and for
 * those who may see restocking the kiosks due before their day ends. Between 08:00 and noon a sweep costs one query
 * (which digests exist); figures and forecasts are read only when one is due.
 */
export async function dailyDigests(
  tx: Tx,
  audience: CompanyAudience,
  now: Date,
  onlineSeconds: number,
): Promise<AlertEvent[]> {
  const due = audience.recipients
    .filter((candidate) => listensTo(candidate, "daily_digest"))
    .map((recipient) => ({ recipient, local: localClock(now, recipient.settings.timezone) }))
    .filter(({ local }) => local.hour >= DIGEST_HOUR && local.hour < DIGEST_LAST_HOUR)
    .map((entry) => ({ ...entry, dedupeKey: `daily_digest:${entry.recipient.userId}:${entry.local.date}` }));
  if (due.length === 0) return [];
  const sent = await existingDedupeKeys(
    tx,
    audience.companyId,
    due.map((entry) => entry.dedupeKey),
  );
  const pending = due.filter((entry) => !sent.has(entry.dedupeKey));
  if (pending.length === 0) return [];
  const figures = await figuresByDayAndOwner(tx, audience.companyId, [
    ...new Set(pending.map((entry) => dayBefore(entry.local.date))),
  ]);
  const restockers = pending.filter((entry) => mayRestock(entry.recipient));
  const ends = new Map(
    restockers.map((entry) => [
      entry.recipient.userId,
      endOfLocalDay(entry.local.date, entry.recipient.settings.timezone),
    ]),
  );
  const dueToday =
    restockers.length > 0 ? await dueTodayReader(tx, audience.companyId, now, [...ends.values()], onlineSeconds) : null;
  const created: AlertEvent[] = [];
  for (const { recipient, local, dedupeKey } of pending) {
    const day = dayBefore(local.date);
    const end = ends.get(recipient.userId);
    const restock = dueToday && end !== undefined ? { due_today: dueToday(recipient, audience, end) } : {};
    const event = await recordEvent(tx, audience.companyId, {
      kind: "daily_digest",
      dedupeKey,
      userId: recipient.userId,
      data: {
        date: day,
        ...figures(day, recipient.isClient ? recipient.userId : null),
        currency: audience.currency,
        ...restock,
      },
      occurredAt: now,
    });
    if (event) created.push(event);
  }
  return created;
}
