const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "12 Mar 2025, 14:05" in the browser's locale and time zone; `fallback` for a missing or broken value. */
export function formatDateTime(value: string | null | undefined, fallback = "—"): string {
  const date = parse(value);
  return date ? dateTime.format(date) : fallback;
}

export function formatDate(value: string | null | undefined, fallback = "—"): string {
  const date = parse(value);
  return date ? dateOnly.format(date) : fallback;
}
