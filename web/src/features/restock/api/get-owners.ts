import type { KioskOwner } from "@froyo/contracts";
import useSWR from "swr";

/** GET /api/kiosks/owners (needs create kiosks): the company's kiosk owners, for the due list's owner filter. */
export function useOwnerChoices(enabled: boolean) {
  return useSWR<{ data: KioskOwner[] }>(enabled ? "/api/kiosks/owners" : null, { revalidateOnFocus: false });
}
