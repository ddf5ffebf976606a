/**
 * Local wall-clock time in an IANA timezone, through Intl only (no date library): a kiosk's opening hours are local,
 * its sales are instants. Offsets come from the runtime's zone data, so daylight saving time is handled wherever
 * the runtime knows it.
 */

export interface LocalTime {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Formatters are costly to build: one per zone. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Offsets are cached per zone and UTC day: the history asks for the same days again and again, and Intl is slow.
 * A day whose first and last quarter hour have the same offset has it throughout (no zone changes twice in a day);
 * on a day of change each quarter hour is asked on its own, since real zones change only on a quarter hour.
 */
const SLOT_MS = 15 * MINUTE_MS;
const CHANGES_WITHIN = -1;
const dayOffsetsByZone = new Map<string, Map<number, number>>();
const slotOffsetsByZone = new Map<string, Map<number, number>>();
/** Bounds the caches of a long simulator run (about 270 years of days). */
const MAX_CACHED = 100_000;

function cached(caches: Map<string, Map<number, number>>, timeZone: string, key: number, read: () => number): number {
  let cache = caches.get(timeZone);
  if (!cache) {
    cache = new Map();
    caches.set(timeZone, cache);
  }
  let value = cache.get(key);
  if (value === undefined) {
    value = read();
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(key, value);
  }
  return value;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
export function offsetAt(instant: number, timeZone: string): number {
  const slotOffset = (slot: number) =>
    cached(slotOffsetsByZone, timeZone, slot, () => wallClockAt(slot, timeZone) - slot);
  const day = Math.floor(instant / DAY_MS) * DAY_MS;
  const dayOffset = cached(dayOffsetsByZone, timeZone, day, () => {
    const first = slotOffset(day);
    return first === slotOffset(day + DAY_MS - SLOT_MS) ? first : CHANGES_WITHIN;
  });
  return dayOffset === CHANGES_WITHIN ? slotOffset(Math.floor(instant / SLOT_MS) * SLOT_MS) : dayOffset;
}

/** The zone's wall-clock reading at an instant, written as if it were UTC. */
function wallClockAt(instant: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") fields[part.type] = Number(part.value);
  }
  return Date.UTC(
    fields.year as number,
    (fields.month as number) - 1,
    fields.day as number,
    fields.hour as number,
    fields.minute as number,
    fields.second as number,
  );
}

/** The wall-clock time in `timeZone` at an instant (milliseconds since the epoch; the milliseconds are dropped). */
export function localTimeAt(instant: number, timeZone: string): LocalTime {
  return wallFields(new Date(instant + offsetAt(instant, timeZone)));
}

function wallFields(wall: Date): LocalTime {
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/**
 * The instant at which the wall clock in `timeZone` shows `local`. A time skipped when the clocks go forward is
 * moved forward by the gap (02:30 on the spring-forward day in Los Angeles is 03:30 PDT); a time shown twice when
 * they go back is its first occurrence. Assumes at most one offset change within a day of the time, as every real
 * zone does.
 */
export function zonedInstant(local: LocalTime, timeZone: string): number {
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  // The offsets in force a day before and a day after; a candidate is right when its own offset is the one used.
  const candidates = [offsetAt(wall - DAY_MS, timeZone), offsetAt(wall + DAY_MS, timeZone)].map((offset) => ({
    instant: wall - offset,
    offset,
  }));
  const matches = candidates.filter(({ instant, offset }) => offsetAt(instant, timeZone) === offset);
  return matches.length > 0 ? Math.min(...matches.map(({ instant }) => instant)) : (candidates[0]?.instant as number);
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** ISO-8601 with the zone's offset at that instant, as a kiosk would write it: `2025-03-09T10:15:00-07:00`. */
export function isoWithOffset(instant: number, timeZone: string): string {
  const whole = instant - (((instant % 1000) + 1000) % 1000);
  const offset = offsetAt(whole, timeZone);
  const offsetMinutes = Math.round(offset / MINUTE_MS);
  const local = wallFields(new Date(whole + offset));
  const sign = offsetMinutes < 0 ? "-" : "+";
  const absolute = Math.abs(offsetMinutes);
  return (
    `${pad(local.year, 4)}-${pad(local.month)}-${pad(local.day)}T${pad(local.hour)}:${pad(local.minute)}:` +
    `${pad(local.second)}${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`
  );
}

/** The calendar day after (or `days` after) a date, whatever the zone: dates are plain calendar arithmetic. */
export function addDays(date: LocalDate, days: number): LocalDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** 0 (Sunday) to 6 (Saturday). */
export function weekdayOf(date: LocalDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/** 1 to 366. */
export function dayOfYear(date: LocalDate): number {
  return Math.round((Date.UTC(date.year, date.month - 1, date.day) - Date.UTC(date.year, 0, 1)) / DAY_MS) + 1;
}

export const formatDate = (date: LocalDate) => `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / DAY_MS);
}
