import type { NotificationItem } from "@froyo/contracts";
import { useCallback } from "react";
import { http } from "../../../lib/http";
import { useRefreshNotifications } from "./refresh-notifications";

/** POST /api/notifications/{id}/read (an empty body: the call takes none) → the item, read. */
export function useMarkRead() {
  const refresh = useRefreshNotifications();
  return useCallback(
    async (id: string): Promise<NotificationItem> => {
      const response = await http.post<{ data: NotificationItem }>(
        `/api/notifications/${encodeURIComponent(id)}/read`,
        {},
      );
      refresh();
      return response.data.data;
    },
    [refresh],
  );
}

/** POST /api/notifications/read-all → how many were marked and how many are left unread (new ones, since). */
export function useMarkAllRead() {
  const refresh = useRefreshNotifications();
  return useCallback(async (): Promise<{ updated: number; unread: number }> => {
    const response = await http.post<{ data: { updated: number; unread: number } }>("/api/notifications/read-all", {});
    refresh();
    return response.data.data;
  }, [refresh]);
}
