import type { CreateKioskInput, KioskWithKey } from "@froyo/contracts";
import { useCallback } from "react";
import { http } from "../../../lib/http";
import { useRefreshKiosks } from "./refresh-kiosks";

/** POST /api/kiosks → 201 { data: Kiosk & { api_key } }: the key is in this answer only. */
export function useCreateKiosk() {
  const refresh = useRefreshKiosks();
  return useCallback(
    async (input: CreateKioskInput): Promise<KioskWithKey> => {
      const response = await http.post<{ data: KioskWithKey }>("/api/kiosks", input);
      refresh();
      return response.data.data;
    },
    [refresh],
  );
}
