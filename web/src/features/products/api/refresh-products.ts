import { useCallback } from "react";
import { useSWRConfig } from "swr";

const PRODUCT_KEYS = /^\/api\/products(\?|\/|$)/;

/**
 * After a write: every cached product list, the categories (a new or last-used one) and the cost histories are
 * fetched again.
 */
export function useRefreshProducts(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    mutate((key) => typeof key === "string" && PRODUCT_KEYS.test(key)).catch(() => undefined);
  }, [mutate]);
}
