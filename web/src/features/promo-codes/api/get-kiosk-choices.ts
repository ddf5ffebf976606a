import type { Kiosk, Paginated } from "@froyo/contracts";
import useSWR from "swr";

/**
 * The kiosks a code may name: GET /api/kiosks answers the caller's reach (staff: the company's; a client: their
 * own), by name, as many as a page holds.
 */
export function useKioskChoices() {
  return useSWR<Paginated<Kiosk>>("/api/kiosks?page=1&per_page=100&sort=name&order=asc", { revalidateOnFocus: false });
}
