import { useCallback } from "react";
import { useSWRConfig } from "swr";

const USER_KEYS = /^\/api\/(users|roles|audit)(\?|\/|$)/;

/** After a write: every cached user list, the roles (their user counts) and the audit log are fetched again. */
export function useRefreshUsers(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    mutate((key) => typeof key === "string" && USER_KEYS.test(key)).catch(() => undefined);
  }, [mutate]);
}
