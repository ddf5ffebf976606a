import type { ProductCost } from "@froyo/contracts";
import useSWR from "swr";

/** GET /api/products/{id}/costs (`view sales`): the cost history, newest first; not asked for unless `enabled`. */
export function useProductCosts(id: string, enabled: boolean) {
  return useSWR<{ data: ProductCost[] }>(enabled ? `/api/products/${encodeURIComponent(id)}/costs` : null);
}
