import type { AnalyticsGranularity } from "@froyo/contracts";
import { ANALYTICS_MAX_DAYS } from "@froyo/contracts";
import { localToday } from "../../lib/company-timezone";

/**
 * Date ranges of the analytics page as local calendar dates ("YYYY-MM-DD", both ends included), computed in the
 * company's timezone: "today" is the company's today, whatever the browser's zone. Once today is known, the rest
 * is calendar arithmetic on plain dates (at UTC midnight), so a DST change (a 23- or 25-hour day) moves nothing.
 */
export const PRESETS = ["today", "7d", "30d", "this_month", "last_month", "this_year", "custom"] as const;
export type Preset = (typeof PRESETS)[number];
export const DEFAULT_PRESET: Preset = "30d";

export interface DateRange {
  from: string;
  to: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return toIsoDate(date) === value;
}

function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function parseIsoDate(value: string): Date {
  return new Date(`${value}T00:00:00Z`);
}

/** The calendar date `days` after (or before) `date`. */
export function addDays(date: string, days: number): string {
  const next = parseIsoDate(date);
  next.setUTCDate(next.getUTCDate() + days);
  return toIsoDate(next);
}

/** Days from `from` to `to`, both included (a single day is 1). */
export function daysBetween({ from, to }: DateRange): number {
  return Math.round((parseIsoDate(to).getTime() - parseIsoDate(from).getTime()) / 86_400_000) + 1;
}

function startOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The range a preset stands for at `now` in `timeZone`; "custom" has none of its own (null). */
export function presetRange(preset: Preset, timeZone: string, now: Date = new Date()): DateRange | null {
  const today = localToday(timeZone, now);
  switch (preset) {
    case "today":
      return { from: today, to: today };
    case "7d":
      return { from: addDays(today, -6), to: today };
    case "30d":
      return { from: addDays(today, -29), to: today };
    case "this_month":
      return { from: startOfMonth(today), to: today };
    case "last_month": {
      const lastDay = addDays(startOfMonth(today), -1);
      return { from: startOfMonth(lastDay), to: lastDay };
    }
    case "this_year":
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case "custom":
      return null;
  }
}

/** The period of the same length just before `range`: what the server compares against. */
export function previousRange(range: DateRange): DateRange {
  return { from: addDays(range.from, -daysBetween(range)), to: addDays(range.from, -1) };
}

/** Hours only for short ranges (a week is 168 points), months only when a range spans more than one. */
const LIMITS: Record<AnalyticsGranularity, { min: number; max: number }> = {
  hour: { min: 1, max: 7 },
  day: { min: 1, max: 366 },
  week: { min: 7, max: Number.POSITIVE_INFINITY },
  month: { min: 28, max: Number.POSITIVE_INFINITY },
};

export function allowedGranularities(range: DateRange): AnalyticsGranularity[] {
  const days = daysBetween(range);
  return (Object.keys(LIMITS) as AnalyticsGranularity[]).filter(
    (key) => days >= LIMITS[key].min && days <= LIMITS[key].max,
  );
}

/** The granularity a range opens with: hours for a day or two, days up to a quarter, weeks beyond. */
export function defaultGranularity(range: DateRange): AnalyticsGranularity {
  const days = daysBetween(range);
  if (days <= 2) return "hour";
  if (days <= 92) return "day";
  return "week";
}

/** The longest custom range the page asks for: the server's limit (two years). */
export const MAX_RANGE_DAYS = ANALYTICS_MAX_DAYS;
