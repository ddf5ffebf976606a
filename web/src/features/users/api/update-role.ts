import type { Role, UpdateRoleInput } from "@froyo/contracts";
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { http } from "../../../lib/http";

/** PUT /api/roles/{id}: replaces the role's permission list. */
export function useUpdateRole() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string, input: UpdateRoleInput): Promise<Role> => {
      const response = await http.put<{ data: Role }>(`/api/roles/${encodeURIComponent(id)}`, input);
      mutate("/api/roles").catch(() => undefined);
      return response.data.data;
    },
    [mutate],
  );
}
