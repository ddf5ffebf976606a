import type { CreateProductCostInput, ProductCost } from "@froyo/contracts";
import { useCallback } from "react";
import { http } from "../../../lib/http";
import { useRefreshProducts } from "./refresh-products";

/**
 * POST /api/products/{id}/costs: a cost from a local date on (the same date again replaces that day's). Then the
 * lists (their cost in force) and the product's history are fetched again.
 */
export function useCreateProductCost() {
  const refresh = useRefreshProducts();
  return useCallback(
    async (id: string, input: CreateProductCostInput): Promise<ProductCost> => {
      const response = await http.post<{ data: ProductCost }>(`/api/products/${encodeURIComponent(id)}/costs`, input);
      refresh();
      return response.data.data;
    },
    [refresh],
  );
}
