import type { AnalyticsGranularity } from "@froyo/contracts";
import { currentLanguage, dateTimeFormat, isolated, numberFormat } from "../../i18n/intl";
import { currencyDigits, minorToDecimal } from "../../lib/money";

/*
 * Labels of the analytics page in the interface's language. Buckets are local calendar dates and hours already (the
 * server's), so they are formatted as written, in UTC, never shifted into the browser's zone.
 */

function bucketDate(bucket: string): Date {
  const [date, hour = "00"] = bucket.split("T");
  return new Date(`${date}T${hour.padStart(2, "0")}:00:00Z`);
}

const BUCKET_FORMATS: Record<AnalyticsGranularity, Intl.DateTimeFormatOptions> = {
  hour: { weekday: "short", hour: "numeric", timeZone: "UTC" },
  day: { month: "short", day: "numeric", timeZone: "UTC" },
  week: { month: "short", day: "numeric", timeZone: "UTC" },
  month: { month: "short", year: "numeric", timeZone: "UTC" },
};

/** "Mar 2" (a day or the Monday of a week), "Mon 14" style hours, "Mar 2026" — isolated in Arabic. */
export function formatBucket(bucket: string, granularity: AnalyticsGranularity, language = currentLanguage()): string {
  return isolated(dateTimeFormat(language, BUCKET_FORMATS[granularity]).format(bucketDate(bucket)), language);
}

/** A full date for the range summary: "Mar 2, 2026". */
export function formatLocalDate(date: string, language = currentLanguage()): string {
  return isolated(
    dateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(bucketDate(date)),
    language,
  );
}

/** An amount in minor units as a short axis tick: "$1.2K". Display only: the figures themselves stay exact. */
export function formatCompactMoney(minor: number, currency: string, language = currentLanguage()): string {
  const value = Number(minorToDecimal(Math.round(minor), currencyDigits(currency)));
  const text = numberFormat(language, {
    style: "currency",
    currency,
    notation: "compact",
    maximumFractionDigits: 1,
  }).format(value);
  return isolated(text, language);
}

// 2024-01-01 was a Monday: ISO weekday n is that date plus n - 1 days.
const MONDAY = Date.UTC(2024, 0, 1);

/** ISO weekday (1 = Monday) by name: "Monday", or "Mon" short. */
export function weekdayName(weekday: number, width: "long" | "short" = "long", language = currentLanguage()): string {
  return dateTimeFormat(language, { weekday: width, timeZone: "UTC" }).format(
    new Date(MONDAY + (weekday - 1) * 86_400_000),
  );
}

/** An hour of the day as a clock time: "14:00" (or "2 PM" where the language writes it so). */
export function hourName(hour: number, language = currentLanguage()): string {
  return isolated(
    dateTimeFormat(language, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(
      new Date(MONDAY + hour * 3_600_000),
    ),
    language,
  );
}
