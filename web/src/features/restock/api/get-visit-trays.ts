import type { Kiosk, Tray } from "@froyo/contracts";
import useSWR from "swr";

// The same addresses the fleet reads, so a recorded visit's revalidation refreshes both (record-visit.ts).
const kioskKey = (kioskId: string) => `/api/kiosks/${encodeURIComponent(kioskId)}`;

/** GET /api/kiosks/{id} → { data: Kiosk }: the visited kiosk's name and status for the visit page. */
export function useVisitKiosk(kioskId: string) {
  return useSWR<{ data: Kiosk }>(kioskKey(kioskId), { revalidateOnFocus: false });
}

/**
 * GET /api/kiosks/{id}/trays → { data: Tray[] }: the trays the visit counts. Read once: the form must not move under
 * the technician's fingers, and without network the page keeps what it had.
 */
export function useVisitTrays(kioskId: string) {
  return useSWR<{ data: Tray[] }>(`${kioskKey(kioskId)}/trays`, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
