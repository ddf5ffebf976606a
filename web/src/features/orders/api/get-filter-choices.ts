import type { Kiosk, Paginated, Product } from "@froyo/contracts";
import useSWR from "swr";

const once = { revalidateOnFocus: false } as const;

/** GET /api/kiosks?per_page=100&sort=name: the kiosks the caller reaches, for the kiosk filter. */
export function useKioskChoices() {
  return useSWR<Paginated<Kiosk>>("/api/kiosks?per_page=100&sort=name&order=asc", once);
}

/** GET /api/products?per_page=100&sort=name: the catalog, for the product filter. */
export function useProductChoices() {
  return useSWR<Paginated<Product>>("/api/products?per_page=100&sort=name&order=asc", once);
}
