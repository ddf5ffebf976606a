import type { PromoCodeCounts } from "@froyo/contracts";
import useSWR from "swr";

/** GET /api/promocodes/count?search: how many codes in each status (the tabs), for the list's search. */
export function usePromoCodeCounts(search: string) {
  const query = search ? `?${new URLSearchParams({ search })}` : "";
  return useSWR<{ data: PromoCodeCounts }>(`/api/promocodes/count${query}`, { keepPreviousData: true });
}
