import type { Kiosk, UpdateKioskInput } from "@froyo/contracts";
import { useCallback } from "react";
import { http } from "../../../lib/http";
import { kioskKey } from "./get-kiosk";
import { useRefreshKiosks } from "./refresh-kiosks";

/** PATCH /api/kiosks/{id}: any of name, serial number, address, timezone, owner, active (a client: name, address). */
export function useUpdateKiosk() {
  const refresh = useRefreshKiosks();
  return useCallback(
    async (id: string, input: UpdateKioskInput): Promise<Kiosk> => {
      const response = await http.patch<{ data: Kiosk }>(kioskKey(id), input);
      refresh();
      return response.data.data;
    },
    [refresh],
  );
}
