import { useCallback } from "react";
import { useSWRConfig } from "swr";

const COMPANY_LIST_KEY = /^\/api\/companies(\?|$)/;

/** Seed section 7: after each write the cached company lists (every page of them) are fetched again. */
export function useRefreshCompanies(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    mutate((key) => typeof key === "string" && COMPANY_LIST_KEY.test(key)).catch(() => undefined);
  }, [mutate]);
}
