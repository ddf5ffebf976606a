import type { SalePage } from "@froyo/contracts";
import useSWR from "swr";

/**
 * GET /api/sales?per_page&sort&order&cursor&<filters>: one keyset page of orders (a client: their kiosks' only),
 * with `meta.next_cursor`/`prev_cursor` and a total that may be capped (`total_is_exact`).
 */
export function useOrders(query: URLSearchParams) {
  return useSWR<SalePage>(`/api/sales?${query}`, { keepPreviousData: true });
}
