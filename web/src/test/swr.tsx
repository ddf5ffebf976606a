import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { swrConfig } from "../lib/swr-config";

/** The app's SWR set-up with a cache of its own per test, no retries and no focus refetches (deterministic). */
export function TestSwr({ children }: { children: ReactNode }) {
  return (
    <SWRConfig
      value={{
        ...swrConfig,
        provider: () => new Map(),
        dedupingInterval: 0,
        shouldRetryOnError: false,
        revalidateOnFocus: false,
      }}
    >
      {children}
    </SWRConfig>
  );
}
