import { useCallback } from "react";
import { useSWRConfig } from "swr";

// Every list page (/api/kiosks?…) and every single kiosk (/api/kiosks/{id}); not the owners, nor the trays, which
// the tray calls update themselves.
const KIOSK_KEYS = /^\/api\/kiosks(\?|\/(?!owners$)[^/?]+$)/;

/** After a write: the cached fleet lists and kiosks are fetched again. */
export function useRefreshKiosks(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    mutate((key) => typeof key === "string" && KIOSK_KEYS.test(key)).catch(() => undefined);
  }, [mutate]);
}
