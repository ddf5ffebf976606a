import type { Product } from "@froyo/contracts";
import { useCallback } from "react";
import { http } from "../../../lib/http";
import { useRefreshProducts } from "./refresh-products";

/** POST /api/products/{id} as multipart: a field left out keeps its value, remove_image=1 clears the picture. */
export function useUpdateProduct() {
  const refresh = useRefreshProducts();
  return useCallback(
    async (id: string, form: FormData): Promise<Product> => {
      const response = await http.postForm<{ data: Product }>(`/api/products/${encodeURIComponent(id)}`, form);
      refresh();
      return response.data.data;
    },
    [refresh],
  );
}
