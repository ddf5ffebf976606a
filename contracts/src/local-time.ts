/**
 * Wall-clock times in an IANA timezone ("2026-05-01T00:00" in Asia/Tokyo) and the instants they name, through Intl
 * only, so the server that stores a promo code's window and the form that previews it agree to the millisecond.
 */

/** A local date and time to the minute, as an `<input type="datetime-local">` writes it. */
export const LOCAL_DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
/** Promo windows are for campaigns, not history: years outside this range are refused. */
export const LOCAL_YEAR_MIN = 2000;
export const LOCAL_YEAR_MAX = 2099;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading at `instant`, written as if it were UTC (milliseconds). */
function wallClockAt(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second) + (((instant % 1000) + 1000) % 1000);
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** "YYYY-MM-DDTHH:mm" for a wall time written as UTC milliseconds. */
function formatWall(wall: number): string {
  const date = new Date(wall);
  return (
    `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`
  );
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
  return formatWall(wallClockAt(ms, timeZone));
}

/**
 * The instant at which the wall clock in `timeZone` shows `local`. A time shown twice (the hour repeated when the
 * clocks go back) is its first occurrence; a time that never shows (skipped when they go forward) answers null, as
 * does a malformed one. Real zones change their offset at most once within a day either side, which the two
 * candidates below cover.
 */
export function instantOfLocal(local: string, timeZone: string): number | null {
  const wall = wallOf(local);
  if (wall === null) return null;
  const candidates = [wall - DAY_MS, wall + DAY_MS]
    .map((probe) => wall - (wallClockAt(probe, timeZone) - probe))
    .filter((instant) => localDateTimeAt(instant, timeZone) === local);
  return candidates.length > 0 ? Math.min(...candidates) : null;
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
