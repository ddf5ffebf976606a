import { MONTH_PATTERN } from "@froyo/contracts";

/*
 * Months of statements as the API writes them (`YYYY-MM`, the company's calendar), by plain arithmetic: no Date, so no
 * zone can shift a month.
 */

/** How many months the picker offers, the current one included. */
export const MONTH_CHOICES = 24;

export function isMonth(value: string | null | undefined): value is string {
  return typeof value === "string" && MONTH_PATTERN.test(value) && value >= "1970-01";
}

/** The month `count` months after `month` (before it when negative). */
export function addMonths(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The month a statement's id names (`{client id}-{YYYY-MM}`), or null. */
export function monthOfStatementId(id: string | undefined): string | null {
  const month = id?.slice(37) ?? "";
  return id?.length === 44 && isMonth(month) ? month : null;
}

/**
 * The picker's months, newest first: the company's current month (a draft in progress) and the ones before it, plus
 * `selected` when the address bar names an older one.
 */
export function monthChoices(current: string, selected: string, count = MONTH_CHOICES): string[] {
  const months = Array.from({ length: count }, (_, at) => addMonths(current, -at));
  if (!months.includes(selected)) months.push(selected);
  return months.sort().reverse();
}

/** The day a month's statements are issued: the 2nd of the next month (at 22:00, company time; decision 043). */
export function issueDay(month: string): string {
  return `${addMonths(month, 1)}-02`;
}
