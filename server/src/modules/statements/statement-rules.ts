import { isStatementMonth, localTimeAt, zonedInstant } from "@froyo/contracts";
import { isUuid } from "../../lib/uuid.js";

/**
 * The arithmetic of statements (decision 043), without the database: months, when a month is issued, statement ids,
 * and the royalty.
 */

/** A month is issued at this hour of the 2nd of the next month, in the company's timezone. */
export const ISSUE_DAY = 2;
export const ISSUE_HOUR = 22;

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** A statement's id: its client's id and its month, so a draft and the issued statement share it. */
export function statementIdOf(ownerId: string, month: string): string {
  return `${ownerId.toLowerCase()}-${month}`;
}

/** The client and month an id names, or null for an id no statement could have. */
export function parseStatementId(id: string): { ownerId: string; month: string } | null {
  const ownerId = id.slice(0, 36);
  const month = id.slice(37);
  if (id.length !== 44 || id[36] !== "-" || !isUuid(ownerId) || !isStatementMonth(month)) return null;
  return { ownerId: ownerId.toLowerCase(), month };
}

/** The month after `YYYY-MM`. */
export function nextMonth(month: string): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return number === 12 ? `${pad(year + 1, 4)}-01` : `${pad(year, 4)}-${pad(number + 1)}`;
}

/** The month before `YYYY-MM`. */
export function previousMonth(month: string): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return number === 1 ? `${pad(year - 1, 4)}-12` : `${pad(year, 4)}-${pad(number - 1)}`;
}

/** The local days of a month: its first and its last, `YYYY-MM-DD`. */
export function daysOf(month: string): { first: string; last: string } {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const length = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${pad(length)}` };
}

/** When a month's statements are issued: the 2nd of the next month at 22:00 in the company's timezone. */
export function issueInstant(month: string, timeZone: string): number {
  const [year, number] = nextMonth(month).split("-").map(Number) as [number, number];
  return zonedInstant({ year, month: number, day: ISSUE_DAY, hour: ISSUE_HOUR, minute: 0, second: 0 }, timeZone);
}

/** The month an instant falls in, in a timezone. */
export function monthAt(instant: number, timeZone: string): string {
  const local = localTimeAt(instant, timeZone);
  return `${pad(local.year, 4)}-${pad(local.month)}`;
}

/** net × basis points ÷ 10,000, rounded half away from zero to a cent, exactly. */
export function royaltyOf(netCents: number, basisPoints: number): number {
  const product = BigInt(netCents) * BigInt(basisPoints);
  const quotient = product / 10_000n;
  const remainder = product % 10_000n;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice < 10_000n) return Number(quotient);
  return Number(quotient + (product < 0n ? -1n : 1n));
}

/** 625 basis points → 6.25 (percent); and back. */
export const percentOf = (basisPoints: number) => basisPoints / 100;
export const basisPointsOf = (percent: number) => Math.round(percent * 100);

/** "November 2026": a month as the statements and their mails name it. */
export function monthName(month: string): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat("en", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(year, number - 1, 15),
  );
}
