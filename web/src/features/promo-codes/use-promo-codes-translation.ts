import { useTranslation } from "react-i18next";
import { registerEnglish } from "../../i18n/i18n";
import en from "../../locales/en/promoCodes";

// The promoCodes namespace's English ships with this feature's chunk, not with the sign-in page (i18n/resources.ts).
registerEnglish("promoCodes", en);

/** `t` of the promoCodes namespace; importing this module is what puts its English texts in place. */
export function usePromoCodesTranslation() {
  return useTranslation("promoCodes");
}
