import type { NotificationItem } from "@froyo/contracts";

/**
 * Where an item leads: its kiosk or code as the server linked it (`/dashboard?kiosk=…`, `/promo-codes?code=…`), only
 * if that is a path of this app; the inbox otherwise.
 */
export function notificationLink(item: Pick<NotificationItem, "link">): string {
  const link = item.link;
  return link?.startsWith("/") && !link.startsWith("//") ? link : "/notifications";
}
