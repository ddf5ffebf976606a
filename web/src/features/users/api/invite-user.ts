import type { InviteUserInput, User } from "@froyo/contracts";
import { useCallback } from "react";
import { http } from "../../../lib/http";
import { useRefreshUsers } from "./refresh-users";

/** POST /api/users: creates the user and emails them a set-password link. */
export function useInviteUser() {
  const refresh = useRefreshUsers();
  return useCallback(
    async (input: InviteUserInput): Promise<User> => {
      const response = await http.post<{ data: User }>("/api/users", input);
      refresh();
      return response.data.data;
    },
    [refresh],
  );
}
