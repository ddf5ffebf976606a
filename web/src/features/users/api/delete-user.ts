import { useCallback } from "react";
import { http } from "../../../lib/http";
import { useRefreshUsers } from "./refresh-users";

/** DELETE /api/users/{id} → 204. */
export function useDeleteUser() {
  const refresh = useRefreshUsers();
  return useCallback(
    async (id: string): Promise<void> => {
      await http.delete(`/api/users/${encodeURIComponent(id)}`);
      refresh();
    },
    [refresh],
  );
}
