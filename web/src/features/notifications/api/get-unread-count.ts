import useSWR from "swr";

/** How often the bell asks, besides on focus and after the user reads something: alerts lag a sweep anyway. */
export const UNREAD_POLL_MS = 30_000;

/** GET /api/notifications/count → the user's unread count; `enabled` false (no permission) fetches nothing. */
export function useUnreadCount(enabled: boolean) {
  return useSWR<{ data: { unread: number } }>(enabled ? "/api/notifications/count" : null, {
    refreshInterval: UNREAD_POLL_MS,
  });
}
