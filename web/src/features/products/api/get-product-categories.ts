import useSWR from "swr";

/** GET /api/products/categories: the categories the company's products use (the filter, the form's suggestions). */
export function useProductCategories() {
  return useSWR<{ data: string[] }>("/api/products/categories");
}
