import type { Kiosk, Paginated, Product } from "@froyo/contracts";
import useSWR from "swr";

/** GET /api/kiosks?per_page=100&sort=name: the kiosks the filter offers (a client's own). Asked once per visit. */
export function useKioskChoices() {
  return useSWR<Paginated<Kiosk>>("/api/kiosks?per_page=100&sort=name&order=asc", { revalidateOnFocus: false });
}

/**
 * GET /api/products?per_page=100&sort=name: the products the filter offers. A user without `view products` is
 * refused: `error` is then set and the page offers no product filter.
 */
export function useProductChoices(enabled: boolean) {
  return useSWR<Paginated<Product>>(enabled ? "/api/products?per_page=100&sort=name&order=asc" : null, {
    revalidateOnFocus: false,
  });
}
