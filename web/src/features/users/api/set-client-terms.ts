import type { ClientTerms } from "@froyo/contracts";
import { useCallback } from "react";
import { http } from "../../../lib/http";
import { useRefreshUsers } from "./refresh-users";

/** PUT /api/users/{id}/terms (`edit users`, clients only): what the client's statements charge from now on. */
export function useSetClientTerms() {
  const refresh = useRefreshUsers();
  return useCallback(
    async (id: string, terms: ClientTerms): Promise<ClientTerms> => {
      const response = await http.put<{ data: ClientTerms }>(`/api/users/${encodeURIComponent(id)}/terms`, terms);
      refresh();
      return response.data.data;
    },
    [refresh],
  );
}
