import { currentLanguage, dateTimeFormat, isolated } from "../../../i18n/intl";

/**
 * A kiosk's wall-clock time (`2026-06-09T22:00:00`, no offset: the API's `local_time`) in the interface's language,
 * exactly as it read on the kiosk, whatever the browser's zone: the text is formatted as UTC, which adds nothing.
 */
export function formatLocalTime(localTime: string, language = currentLanguage()): string {
  const date = new Date(`${localTime}Z`);
  if (Number.isNaN(date.getTime())) return "—";
  const format = dateTimeFormat(language, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  return isolated(format.format(date), language);
}

/** An instant in UTC, labelled as such by the caller. */
export function formatUtcTime(instant: string, language = currentLanguage()): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return "—";
  const format = dateTimeFormat(language, { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });
  return isolated(format.format(date), language);
}

/** An instant as the viewer's clock reads it (the browser's zone): the list sorts by instant, so this reads in order. */
export function formatViewerTime(instant: string, language = currentLanguage()): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return "—";
  return isolated(dateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(date), language);
}

/**
 * An instant as the wall clock of `timeZone` (the kiosk's) read it, as the order's own local time is shown; in UTC,
 * labelled so, should the zone be one this browser does not know.
 */
export function formatZonedTime(instant: string, timeZone: string, language = currentLanguage()): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return "—";
  try {
    const format = dateTimeFormat(language, { dateStyle: "medium", timeStyle: "short", timeZone });
    return isolated(format.format(date), language);
  } catch {
    return `${formatUtcTime(instant, language)} UTC`;
  }
}
