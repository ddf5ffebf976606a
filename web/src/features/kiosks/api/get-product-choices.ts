import type { Paginated, Product } from "@froyo/contracts";
import useSWR from "swr";

/**
 * GET /api/products?per_page=100&active=true: the products a tray may hold, asked while the tray form is open. A
 * refusal (no `view products`) leaves `error` set: the form then offers no product choice.
 */
export function useProductChoices() {
  return useSWR<Paginated<Product>>("/api/products?per_page=100&active=true", { revalidateOnFocus: false });
}
