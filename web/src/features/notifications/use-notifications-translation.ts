import { useTranslation } from "react-i18next";
import { registerEnglish } from "../../i18n/i18n";
import en from "../../locales/en/notifications";

// The notifications namespace's English ships with this feature's code (the bell puts it in the shell's chunk, which
// the sign-in page does not load), not with the sign-in page (i18n/resources.ts).
registerEnglish("notifications", en);

/** `t` of the notifications namespace; importing this module is what puts its English texts in place. */
export function useNotificationsTranslation() {
  return useTranslation("notifications");
}
