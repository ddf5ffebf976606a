import type { Analytics } from "@froyo/contracts";
import useSWR from "swr";

/**
 * GET /api/sales/data?from&to&granularity[&kiosk_id][&product_id]: totals, series and breakdowns of a period beside
 * the previous period of the same length (a client: their own kiosks only). The last figures stay on screen while
 * a new range loads.
 */
export function useAnalytics(query: URLSearchParams) {
  return useSWR<{ data: Analytics }>(`/api/sales/data?${query}`, { keepPreviousData: true });
}
