import type { Tray } from "@froyo/contracts";
import useSWR from "swr";
import { FLEET_REFRESH_MS } from "./get-kiosks";

export const kioskTraysKey = (kioskId: string) => `/api/kiosks/${encodeURIComponent(kioskId)}/trays`;

/**
 * GET /api/kiosks/{id}/trays → { data: Tray[] }: fresh levels of the open kiosk, refreshed like the list. `initial`
 * (the trays the list already has) shows at once while they load.
 */
export function useKioskTrays(kioskId: string, initial: Tray[] | undefined) {
  return useSWR<{ data: Tray[] }>(kioskTraysKey(kioskId), {
    refreshInterval: FLEET_REFRESH_MS,
    fallbackData: initial ? { data: initial } : undefined,
  });
}
