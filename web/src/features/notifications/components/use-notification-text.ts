import type { NotificationItem } from "@froyo/contracts";
import { useCallback } from "react";
import { useLanguage } from "../../../i18n/use-language";
import { useCompanyCurrency } from "../../../lib/use-currency";
import { useNotificationsTranslation } from "../use-notifications-translation";
import { type NotificationText, notificationText } from "./notification-text";

/** An item's text in the interface's language (notification-text.ts); re-renders when the language changes. */
export function useNotificationText(): (item: NotificationItem) => NotificationText {
  const { t } = useNotificationsTranslation();
  const language = useLanguage();
  const currency = useCompanyCurrency();
  return useCallback((item) => notificationText(t, item, language, currency), [t, language, currency]);
}
