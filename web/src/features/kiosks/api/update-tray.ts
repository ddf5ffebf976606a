import type { Tray, UpdateTrayInput } from "@froyo/contracts";
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { http } from "../../../lib/http";
import { kioskTraysKey } from "./get-kiosk-trays";
import { useRefreshKiosks } from "./refresh-kiosks";

/**
 * PATCH /api/kiosks/{id}/trays/{trayId} → { data: Tray }: product, capacity, level, threshold, or `refill: true`. The
 * open panel takes the answer as it is; the lists (their bars and low counts) are fetched again.
 */
export function useUpdateTray() {
  const { mutate } = useSWRConfig();
  const refresh = useRefreshKiosks();
  return useCallback(
    async (kioskId: string, trayId: string, input: UpdateTrayInput): Promise<Tray> => {
      const url = `${kioskTraysKey(kioskId)}/${encodeURIComponent(trayId)}`;
      const tray = (await http.patch<{ data: Tray }>(url, input)).data.data;
      const replace = (current: { data: Tray[] } | undefined) =>
        current && { data: current.data.map((each) => (each.id === tray.id ? tray : each)) };
      mutate(kioskTraysKey(kioskId), replace, { revalidate: false }).catch(() => undefined);
      refresh();
      return tray;
    },
    [mutate, refresh],
  );
}
