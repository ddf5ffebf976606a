import type { Paginated, Product } from "@froyo/contracts";
import useSWR from "swr";

/** GET /api/products?page&per_page&sort&order&search&category&active (archived products never appear). */
export function useProducts(query: URLSearchParams) {
  return useSWR<Paginated<Product>>(`/api/products?${query}`, { keepPreviousData: true });
}
