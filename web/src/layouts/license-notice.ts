import type { TFunction } from "i18next";
import { currentLanguage, dateTimeFormat } from "../i18n/intl";

/** Spec section 1: the footer text, by company or a default rights notice with the current year. */
export function licenseNotice(t: TFunction<"shell">, companyName: string | null | undefined, now = new Date()): string {
  if (companyName) return t("footer.licensed", { company: companyName });
  // The year as the language writes a year (never grouped like a number: 2026, ٢٠٢٦).
  return t("footer.rights", { year: dateTimeFormat(currentLanguage(), { year: "numeric" }).format(now) });
}
