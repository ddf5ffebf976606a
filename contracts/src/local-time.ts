/**
 * Wall-clock times in an IANA timezone and the instants they name, through Intl only (no date library), so that
 * every part of the app reads a zone the same way: the promo code form that previews a window and the server that
 * stores it agree to the millisecond, a kiosk's opening hours and its sales' local days are those of its zone, and
 * quiet hours end at the user's own wall time. Offsets come from the runtime's zone data, so daylight saving time is
 * handled wherever the runtime knows it.
 */

/** A wall-clock reading in some zone. */
export interface LocalTime {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** A calendar day, in no zone in particular. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/** A local date and time to the minute, as an `<input type="datetime-local">` writes it. */
export const LOCAL_DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
/** Promo windows are for campaigns, not history: years outside this range are refused. */
export const LOCAL_YEAR_MIN = 2000;
export const LOCAL_YEAR_MAX = 2099;

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

/** The zone's wall-clock reading at an instant, written as if it were UTC (the milliseconds are dropped). */
function wallClockAt(instant: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") fields[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = fields;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/**
 * Offsets are cached per zone and UTC day: the demo's history asks for the same days again and again, and Intl is
 * slow. A day whose first and last quarter hour have the same offset has it throughout (no zone changes twice in a
 * day); on a day of change each quarter hour is asked on its own, since real zones change only on a quarter hour.
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

/** The wall-clock time in `timeZone` at an instant (milliseconds since the epoch; the milliseconds are dropped). */
export function localTimeAt(instant: number, timeZone: string): LocalTime {
  return wallFields(new Date(instant + offsetAt(instant, timeZone)));
}

/**
 * The instant at which the wall clock in `timeZone` shows `local`. A time skipped when the clocks go forward is
 * moved forward by the gap (02:30 on the spring-forward day in Los Angeles is 03:30 PDT); a time shown twice when
 * they go back is its first occurrence. Assumes at most one offset change within a day of the time, as every real
 * zone does.
 */
export function zonedInstant(local: LocalTime, timeZone: string): number {
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  const candidates = candidateInstants(wall, timeZone);
  const matches = candidates.filter(({ instant, offset }) => offsetAt(instant, timeZone) === offset);
  return matches.length > 0 ? Math.min(...matches.map(({ instant }) => instant)) : (candidates[0]?.instant as number);
}

/**
 * The instants a wall time may name: it read with the offset in force a day before and a day after. A candidate is
 * right when its own offset is the one used; none is when the clocks skipped the time, both when they showed it twice.
 */
function candidateInstants(wall: number, timeZone: string): { instant: number; offset: number }[] {
  return [offsetAt(wall - DAY_MS, timeZone), offsetAt(wall + DAY_MS, timeZone)].map((offset) => ({
    instant: wall - offset,
    offset,
  }));
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
    `${formatDate(local)}T${pad(local.hour)}:${pad(local.minute)}:` +
    `${pad(local.second)}${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`
  );
}

/** A moment as a wall clock in a timezone shows it: `date` as YYYY-MM-DD, `minutes` since local midnight. */
export function localClock(at: Date, timeZone: string): { date: string; hour: number; minutes: number } {
  const local = localTimeAt(at.getTime(), timeZone);
  return { date: formatDate(local), hour: local.hour, minutes: local.hour * 60 + local.minute };
}

// Local date-times to the minute ("2026-05-01T09:30"), as promo code windows are written.

/** "YYYY-MM-DDTHH:mm" for a wall time written as UTC milliseconds. */
function formatWall(wall: number): string {
  const local = wallFields(new Date(wall));
  return `${formatDate(local)}T${pad(local.hour)}:${pad(local.minute)}`;
}

/** The wall time `value` names (UTC milliseconds), or null when it is no real calendar time (2026-02-30T10:00). */
function wallOf(value: string): number | null {
  const match = LOCAL_DATE_TIME_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (year < LOCAL_YEAR_MIN || year > LOCAL_YEAR_MAX || hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  return formatWall(wall) === value ? wall : null;
}

/** True for a real calendar date and time to the minute in the supported years. */
export function isLocalDateTime(value: string): boolean {
  return wallOf(value) !== null;
}

/** The wall-clock time in `timeZone` at an instant, to the minute ("2026-05-01T09:30"). */
export function localDateTimeAt(instant: number | string | Date, timeZone: string): string {
  const ms = new Date(instant).getTime();
  return formatWall(ms + offsetAt(ms, timeZone));
}

/**
 * The instant at which the wall clock in `timeZone` shows `local` ("2026-05-01T00:00"). A time shown twice (the hour
 * repeated when the clocks go back) is its first occurrence; a time that never shows (skipped when they go forward)
 * answers null, as does a malformed one.
 */
export function instantOfLocal(local: string, timeZone: string): number | null {
  const wall = wallOf(local);
  if (wall === null) return null;
  const matches = candidateInstants(wall, timeZone).filter(
    ({ instant, offset }) => offsetAt(instant, timeZone) === offset,
  );
  return matches.length > 0 ? Math.min(...matches.map(({ instant }) => instant)) : null;
}

/** A window's end includes its last minute, as people read "to 23:59": it ends this long after that minute starts. */
export const WINDOW_LAST_MINUTE_MS = MINUTE_MS;

/** The instant a window whose last minute is `local` in `timeZone` ends: the minute after (null as above). */
export function endInstantOfLocal(local: string, timeZone: string): number | null {
  const lastMinute = instantOfLocal(local, timeZone);
  return lastMinute === null ? null : lastMinute + MINUTE_MS;
}

/** The last minute, on the wall clock in `timeZone`, of a window that ends at `instant`. */
export function localEndAt(instant: number | string | Date, timeZone: string): string {
  return localDateTimeAt(new Date(instant).getTime() - MINUTE_MS, timeZone);
}

// Calendar days: plain calendar arithmetic, the same in every zone.

/** The calendar day after (or `days` after) a date. */
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

/** `YYYY-MM-DD`. */
export const formatDate = (date: LocalDate) => `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / DAY_MS);
}
