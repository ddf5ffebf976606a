import type { UpdateUserInput, User } from "@froyo/contracts";
import { useCallback } from "react";
import { http } from "../../../lib/http";
import { useRefreshUsers } from "./refresh-users";

/** PATCH /api/users/{id}: name, role, or status (active/disabled). */
export function useUpdateUser() {
  const refresh = useRefreshUsers();
  return useCallback(
    async (id: string, input: UpdateUserInput): Promise<User> => {
      const response = await http.patch<{ data: User }>(`/api/users/${encodeURIComponent(id)}`, input);
      refresh();
      return response.data.data;
    },
    [refresh],
  );
}
