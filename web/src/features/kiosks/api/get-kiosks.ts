import type { Kiosk, Paginated } from "@froyo/contracts";
import useSWR from "swr";

/**
 * How often an open fleet asks again, so a kiosk going online or offline shows without a reload. SWR skips the
 * refresh while the tab is hidden (refreshWhenHidden is off) and catches up on focus.
 */
export const FLEET_REFRESH_MS = 15_000;

/** GET /api/kiosks?page&per_page&sort&order&search&status&low: each kiosk with its trays (a client: only their own). */
export function useKiosks(query: URLSearchParams) {
  return useSWR<Paginated<Kiosk>>(`/api/kiosks?${query}`, {
    keepPreviousData: true,
    refreshInterval: FLEET_REFRESH_MS,
  });
}
