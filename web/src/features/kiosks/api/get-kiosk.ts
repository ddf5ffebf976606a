import type { Kiosk } from "@froyo/contracts";
import useSWR from "swr";

export const kioskKey = (id: string) => `/api/kiosks/${encodeURIComponent(id)}`;

/** GET /api/kiosks/{id} → { data: Kiosk }; null asks nothing (the list already holds the kiosk). */
export function useKiosk(id: string | null) {
  return useSWR<{ data: Kiosk }>(id ? kioskKey(id) : null);
}
