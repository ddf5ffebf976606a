import type { SaleDetail } from "@froyo/contracts";
import useSWR from "swr";

/** GET /api/sales/group/{id}: one order with its items and its kiosk's timezone; nothing is asked while `id` is null. */
export function useOrder(id: string | null) {
  return useSWR<{ data: SaleDetail }>(id ? `/api/sales/group/${encodeURIComponent(id)}` : null);
}
