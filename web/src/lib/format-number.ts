import { currentLanguage, isolated, numberFormat } from "../i18n/intl";

/** "1,234.5" in English, as Arabic writes it in Arabic (isolated, see intl.ts); options as Intl.NumberFormat's (percent, digits…). */
export function formatNumber(
  value: number,
  options: Intl.NumberFormatOptions = {},
  language = currentLanguage(),
): string {
  return isolated(numberFormat(language, options).format(value), language);
}
