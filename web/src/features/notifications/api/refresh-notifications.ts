import { useCallback } from "react";
import { useSWRConfig } from "swr";

/** Every cached inbox page and the unread count (the bell's too): GET /api/notifications, /api/notifications/count. */
const INBOX_KEYS = /^\/api\/notifications(\?|\/count$|$)/;

/** After marking read: the bell's count and every inbox page are fetched again. */
export function useRefreshNotifications(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    mutate((key) => typeof key === "string" && INBOX_KEYS.test(key)).catch(() => undefined);
  }, [mutate]);
}
