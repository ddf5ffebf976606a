import { useCallback } from "react";
import { http } from "../../../lib/http";
import { kioskKey } from "./get-kiosk";

/** POST /api/kiosks/{id}/key → { data: { api_key } }: a new key, shown this once; the old one stops working at once. */
export function useRotateKioskKey() {
  return useCallback(async (id: string): Promise<string> => {
    const response = await http.post<{ data: { api_key: string } }>(`${kioskKey(id)}/key`);
    return response.data.data.api_key;
  }, []);
}
