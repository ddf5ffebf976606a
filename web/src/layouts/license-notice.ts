import type { TFunction } from "i18next";

/** Spec section 1: the footer text, by company or a default rights notice with the current year. */
export function licenseNotice(t: TFunction<"shell">, companyName: string | null | undefined, now = new Date()): string {
  if (companyName) return t("footer.licensed", { company: companyName });
  return t("footer.rights", { year: now.getFullYear() });
}
