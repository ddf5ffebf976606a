import type { NotificationItem, PageMeta } from "@froyo/contracts";
import useSWR from "swr";

export interface NotificationPage {
  data: NotificationItem[];
  meta: PageMeta & { unread_count: number };
}

export interface NotificationQuery {
  page: number;
  perPage: number;
  unreadOnly?: boolean;
}

export function notificationsUrl({ page, perPage, unreadOnly }: NotificationQuery): string {
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  if (unreadOnly) query.set("unread", "true");
  return `/api/notifications?${query}`;
}

/** GET /api/notifications?page&per_page[&unread=true]: newest first; `null` fetches nothing (a closed bell). */
export function useNotifications(query: NotificationQuery | null) {
  return useSWR<NotificationPage>(query ? notificationsUrl(query) : null, { keepPreviousData: true });
}
