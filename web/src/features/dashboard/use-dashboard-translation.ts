import { useTranslation } from "react-i18next";
import { registerEnglish } from "../../i18n/i18n";
import en from "../../locales/en/dashboard";

// The dashboard namespace's English ships with the Home page's chunk, not with the sign-in page (i18n/resources.ts).
registerEnglish("dashboard", en);

/** `t` of the dashboard namespace; importing this module is what puts its English texts in place. */
export function useDashboardTranslation() {
  return useTranslation("dashboard");
}
