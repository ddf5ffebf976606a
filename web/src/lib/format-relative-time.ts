import { currentLanguage, isolated, relativeTimeFormat } from "../i18n/intl";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The largest unit that reads naturally, with how many milliseconds make one. */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number, number][] = [
  // [unit, its length, used while the distance is under this]
  ["minute", MINUTE, HOUR],
  ["hour", HOUR, DAY],
  ["day", DAY, 30 * DAY],
  ["month", 30 * DAY, 365 * DAY],
  ["year", 365 * DAY, Number.POSITIVE_INFINITY],
];

/**
 * How long ago `value` was, in words of the interface's language ("2 minutes ago", "now", "yesterday"); `fallback`
 * for a missing or broken value. A time slightly ahead of `now` (clocks differ) reads as "now", not "in 3 seconds".
 */
export function formatTimeAgo(
  value: string | null | undefined,
  now: number,
  fallback: string,
  language = currentLanguage(),
): string {
  const time = value ? new Date(value).getTime() : Number.NaN;
  if (Number.isNaN(time)) return fallback;
  const ago = Math.max(0, now - time);
  const format = relativeTimeFormat(language, { numeric: "auto" });
  if (ago < 45_000) return isolated(format.format(0, "second"), language);
  const [unit, length] = UNITS.find(([, , under]) => ago < under) ?? ["minute", MINUTE];
  return isolated(format.format(-Math.max(1, Math.round(ago / length)), unit), language);
}
