import { currentLanguage, dateTimeFormat, isolated, numberFormat } from "../../i18n/intl";

/** "November 2026" in the interface's language (Arabic month names and digits in Arabic). */
export function formatMonth(month: string, language = currentLanguage()): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return isolated(dateTimeFormat(language, { month: "long", year: "numeric", timeZone: "UTC" }).format(date), language);
}

/** A royalty percent (6.25) as the language writes a percentage: "6.25%", "٦٫٢٥٪". */
export function formatRoyaltyPercent(percent: number, language = currentLanguage()): string {
  return isolated(
    numberFormat(language, { style: "percent", maximumFractionDigits: 2 }).format(percent / 100),
    language,
  );
}
