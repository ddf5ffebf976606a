import { useTranslation } from "react-i18next";
import { registerEnglish } from "../../i18n/i18n";
import en from "../../locales/en/statements";

// The statements namespace's English ships with this feature's chunk, not with the sign-in page (i18n/resources.ts).
registerEnglish("statements", en);

/** `t` of the statements namespace; importing this module is what puts its English texts in place. */
export function useStatementsTranslation() {
  return useTranslation("statements");
}
