import type { Product } from "@froyo/contracts";
import { useCallback } from "react";
import { http } from "../../../lib/http";
import { useRefreshProducts } from "./refresh-products";

/**
 * POST /api/products as multipart/form-data (text fields and the optional `image`). postForm sends the FormData as
 * it is; the browser writes the content type with its boundary, and the XSRF header is still added.
 */
export function useCreateProduct() {
  const refresh = useRefreshProducts();
  return useCallback(
    async (form: FormData): Promise<Product> => {
      const response = await http.postForm<{ data: Product }>("/api/products", form);
      refresh();
      return response.data.data;
    },
    [refresh],
  );
}
