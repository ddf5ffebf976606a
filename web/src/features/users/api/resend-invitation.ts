import { useCallback } from "react";
import { http } from "../../../lib/http";
import { useRefreshUsers } from "./refresh-users";

/** POST /api/users/{id}/resend-invitation → { message }: a fresh set-password link for an invited user. */
export function useResendInvitation() {
  const refresh = useRefreshUsers();
  return useCallback(
    async (id: string): Promise<string | undefined> => {
      const response = await http.post<{ message?: string }>(`/api/users/${encodeURIComponent(id)}/resend-invitation`);
      refresh();
      return response.data?.message;
    },
    [refresh],
  );
}
