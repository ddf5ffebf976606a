import type { PromoCodeDetail } from "@froyo/contracts";
import useSWR from "swr";

/** GET /api/promocodes/{id}: the code, its latest redemptions and its effect in sales. */
export function usePromoCode(id: string) {
  return useSWR<{ data: PromoCodeDetail }>(`/api/promocodes/${encodeURIComponent(id)}`);
}
