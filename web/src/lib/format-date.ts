import { currentLanguage, dateTimeFormat, isolated } from "../i18n/intl";

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * "Mar 12, 2025, 2:05 PM" in the interface's language (day/month/year and the Arabic PM mark in Arabic) and the
 * browser's time zone, isolated in a right-to-left language (intl.ts); `fallback` for a missing or broken value. Components that show it re-render on a language
 * change through useTranslation or useLanguage.
 */
export function formatDateTime(value: string | null | undefined, fallback = "—", language = currentLanguage()): string {
  const date = parse(value);
  return date
    ? isolated(dateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(date), language)
    : fallback;
}

export function formatDate(value: string | null | undefined, fallback = "—", language = currentLanguage()): string {
  const date = parse(value);
  return date ? isolated(dateTimeFormat(language, { dateStyle: "medium" }).format(date), language) : fallback;
}

/**
 * A calendar date written YYYY-MM-DD ("2026-03-02" → "Mar 2, 2026"), as written: a local day of the company's (the
 * day a cost starts) is never shifted into the browser's zone. `fallback` for a missing or broken value.
 */
export function formatCalendarDate(value: string | null | undefined, fallback = "—", language = currentLanguage()) {
  const date = value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? parse(`${value}T00:00:00Z`) : null;
  return date
    ? isolated(dateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(date), language)
    : fallback;
}
