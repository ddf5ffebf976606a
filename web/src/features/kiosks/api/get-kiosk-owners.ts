import useSWR from "swr";

/** A client user of the company who may own a kiosk (the contract has no schema for this short answer). */
export interface KioskOwner {
  id: string;
  name: string;
  email: string;
}

export const KIOSK_OWNERS_KEY = "/api/kiosks/owners";

/** GET /api/kiosks/owners (needs create kiosks) → { data: KioskOwner[] }; asked only while a staff form is open. */
export function useKioskOwners(enabled: boolean) {
  return useSWR<{ data: KioskOwner[] }>(enabled ? KIOSK_OWNERS_KEY : null, { revalidateOnFocus: false });
}
