import type { ProductDeletion } from "@froyo/contracts";
import { useCallback } from "react";
import { http } from "../../../lib/http";
import { useRefreshProducts } from "./refresh-products";

/** DELETE /api/products/{id} → { outcome: deleted | archived (it was sold), message }. */
export function useDeleteProduct() {
  const refresh = useRefreshProducts();
  return useCallback(
    async (id: string): Promise<ProductDeletion> => {
      const response = await http.delete<{ data: ProductDeletion }>(`/api/products/${encodeURIComponent(id)}`);
      refresh();
      return response.data.data;
    },
    [refresh],
  );
}
