/**
 * Days and instants a client may send (filters, periods, cursors), checked as PostgreSQL will read them, so that a
 * value that parses here never fails there (issue 26, part 4). JavaScript's Date is too lenient to decide: it takes
 * 2026-02-30 as 2 March, 24:00 as the next midnight and the year 0000, which PostgreSQL refuses.
 */

/** The first and last day a query may name: older history does not exist, and later years overflow four digits. */
export const QUERY_DAY_MIN = "1900-01-01";
export const QUERY_DAY_MAX = "9999-12-31";

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
type Sextet = [number, number, number, number, number, number];
const EXACT_UTC_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Whether the (year, month, day) is a day of the Gregorian calendar in years 1 to 9999 (there is no year 0). */
export function isRealDay(year: number, month: number, day: number): boolean {
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  const lengths = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= (lengths[month - 1] as number);
}

/** A day as `YYYY-MM-DD` that exists, from QUERY_DAY_MIN to QUERY_DAY_MAX (2026-02-30 and 0000-01-01 do not). */
export function isQueryDay(value: string): boolean {
  const parts = DAY.exec(value);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  return isRealDay(year, month, day) && value >= QUERY_DAY_MIN && value <= QUERY_DAY_MAX;
}

/**
 * An instant as the server writes it in cursors, `YYYY-MM-DDTHH:MM:SS.ffffffZ`, naming a real day of years 1 to 9999
 * and a real time of it (hours 00–23: PostgreSQL would read 24:00 as the next day's midnight).
 */
export function isExactUtcInstant(value: string): boolean {
  const parts = EXACT_UTC_INSTANT.exec(value);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number) as Sextet;
  return isRealDay(year, month, day) && hour < 24 && minute < 60 && second < 60;
}

/**
 * An ISO-8601 date-time with an offset (already checked in form) whose instant lies within the query days in UTC:
 * an offset can carry 0001-01-01T00:00+01:00 into the year 0, which PostgreSQL refuses.
 */
export function isQueryInstant(value: string): boolean {
  const time = Date.parse(value);
  return time >= Date.parse(`${QUERY_DAY_MIN}T00:00:00Z`) && time < Date.parse(`${QUERY_DAY_MAX}T00:00:00Z`);
}
