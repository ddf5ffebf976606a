import { useTranslation } from "react-i18next";
import { registerEnglish } from "../../i18n/i18n";
import en from "../../locales/en/companies";

// The companies namespace's English ships with this feature's chunk, not with the sign-in page (i18n/resources.ts).
registerEnglish("companies", en);

/** `t` of the companies namespace; importing this module is what puts its English texts in place. */
export function useCompaniesTranslation() {
  return useTranslation("companies");
}
