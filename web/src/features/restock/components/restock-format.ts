import type { TFunction } from "i18next";
import { dateTimeFormat, isolated, numberFormat, relativeTimeFormat } from "../../../i18n/intl";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** An instant as the wall clock reads it in `timeZone`: "Dec 2, 2026, 3:00 PM". */
export function formatInZone(instant: string, timeZone: string, language: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return "—";
  const format = dateTimeFormat(language, { dateStyle: "medium", timeStyle: "short", timeZone });
  return isolated(format.format(date), language);
}

/** As the clock of `timeZone` reads it, with the zone named: a round crosses zones, and a kiosk keeps its own. */
export function formatWithZone(t: TFunction<"restock">, instant: string, timeZone: string, language: string): string {
  return t("format.inZone", { time: formatInZone(instant, timeZone, language), zone: timeZone });
}

/** "in 5 hours", "in 2 days", "3 hours ago": how far `instant` is from `now`, in the largest unit that reads well. */
export function formatFromNow(instant: string, now: number, language: string): string {
  const time = new Date(instant).getTime();
  if (Number.isNaN(time)) return "—";
  const distance = time - now;
  const format = relativeTimeFormat(language, { numeric: "auto" });
  const size = Math.abs(distance);
  const [unit, length]: [Intl.RelativeTimeFormatUnit, number] =
    size < HOUR ? ["minute", MINUTE] : size < 2 * DAY ? ["hour", HOUR] : ["day", DAY];
  return isolated(format.format(Math.round(distance / length), unit), language);
}

/** A probability (0…1) as a whole percentage in the interface's digits: "73%". */
export function formatPercent(probability: number, language: string): string {
  return isolated(numberFormat(language, { style: "percent", maximumFractionDigits: 0 }).format(probability), language);
}

export function formatCount(value: number, language: string): string {
  return isolated(numberFormat(language).format(value), language);
}
