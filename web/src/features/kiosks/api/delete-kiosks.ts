import { useCallback } from "react";
import { http } from "../../../lib/http";
import { useRefreshKiosks } from "./refresh-kiosks";

/** POST /api/kiosks/delete { ids } → 204: all of them or none. */
export function useDeleteKiosks() {
  const refresh = useRefreshKiosks();
  return useCallback(
    async (ids: string[]): Promise<void> => {
      await http.post("/api/kiosks/delete", { ids });
      refresh();
    },
    [refresh],
  );
}
