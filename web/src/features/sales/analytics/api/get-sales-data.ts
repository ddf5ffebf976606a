import useSWR from "swr";
import type { SalesData } from "../sales-data-types";

/**
 * GET /api/sales/data?from&to&granularity[&kiosk_id][&product_id]: totals, series and breakdowns of a period beside
 * the previous period of the same length (a client: their own kiosks only). The last figures stay on screen while
 * a new range loads.
 */
export function useSalesData(query: URLSearchParams) {
  return useSWR<{ data: SalesData }>(`/api/sales/data?${query}`, { keepPreviousData: true });
}
