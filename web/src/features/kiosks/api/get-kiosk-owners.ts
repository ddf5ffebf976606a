import type { KioskOwner } from "@froyo/contracts";
import useSWR from "swr";

export const KIOSK_OWNERS_KEY = "/api/kiosks/owners";

/** GET /api/kiosks/owners (needs create kiosks) → { data: KioskOwner[] }; asked only while a staff form is open. */
export function useKioskOwners(enabled: boolean) {
  return useSWR<{ data: KioskOwner[] }>(enabled ? KIOSK_OWNERS_KEY : null, { revalidateOnFocus: false });
}
