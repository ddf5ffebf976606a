import { useCallback } from "react";
import { useSWRConfig } from "swr";

const PROMO_KEYS = /^\/api\/promocodes(\?|\/|$)/;

/** After a write: every cached list, count and detail of promo codes is fetched again. */
export function useRefreshPromoCodes(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    mutate((key) => typeof key === "string" && PROMO_KEYS.test(key)).catch(() => undefined);
  }, [mutate]);
}
