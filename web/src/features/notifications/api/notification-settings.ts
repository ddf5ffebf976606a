import type { NotificationSettings, NotificationSettingsAnswer } from "@froyo/contracts";
import { useCallback } from "react";
import useSWR, { useSWRConfig } from "swr";
import { http } from "../../../lib/http";

const SETTINGS_URL = "/api/settings/notifications";

/** GET /api/settings/notifications: the signed-in user's own (defaults until they save, `meta.saved` false). */
export function useNotificationSettings() {
  return useSWR<NotificationSettingsAnswer>(SETTINGS_URL, { revalidateOnFocus: false });
}

/** PUT /api/settings/notifications with the whole settings → as saved (the cache takes them without a refetch). */
export function useSaveNotificationSettings() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (settings: NotificationSettings): Promise<NotificationSettings> => {
      const response = await http.put<NotificationSettingsAnswer>(SETTINGS_URL, settings);
      await mutate(SETTINGS_URL, response.data, { revalidate: false });
      return response.data.data;
    },
    [mutate],
  );
}
