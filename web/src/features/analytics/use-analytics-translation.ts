import { useTranslation } from "react-i18next";
import { registerEnglish } from "../../i18n/i18n";
import en from "../../locales/en/analytics";

// The analytics namespace's English ships with this page's chunk, not with the sign-in page (i18n/resources.ts).
registerEnglish("analytics", en);

/** `t` of the analytics namespace; importing this module is what puts its English texts in place. */
export function useAnalyticsTranslation() {
  return useTranslation("analytics");
}
