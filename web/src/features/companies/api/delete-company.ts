import { useCallback } from "react";
import { http } from "../../../lib/http";
import { useRefreshCompanies } from "./refresh-companies";

/** DELETE /api/companies/{id} → 204. */
export function useDeleteCompany() {
  const refresh = useRefreshCompanies();
  return useCallback(
    async (id: string): Promise<void> => {
      await http.delete(`/api/companies/${encodeURIComponent(id)}`);
      refresh();
    },
    [refresh],
  );
}
