import type { Paginated, PromoCode } from "@froyo/contracts";
import useSWR from "swr";

/** GET /api/promocodes?page&per_page&sort&order&search&status; `null` fetches nothing (no permission). */
export function usePromoCodes(query: URLSearchParams | null) {
  return useSWR<Paginated<PromoCode>>(query ? `/api/promocodes?${query}` : null, { keepPreviousData: true });
}
