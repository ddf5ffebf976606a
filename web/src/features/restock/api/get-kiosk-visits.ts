import type { Visit } from "@froyo/contracts";
import useSWR from "swr";

export const kioskVisitsKey = (kioskId: string) => `/api/kiosks/${encodeURIComponent(kioskId)}/visits`;

/** GET /api/kiosks/{id}/visits → { data: Visit[] }: the kiosk's service visits, newest first. */
export function useKioskVisits(kioskId: string) {
  return useSWR<{ data: Visit[] }>(kioskVisitsKey(kioskId));
}
