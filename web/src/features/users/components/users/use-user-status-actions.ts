import type { User } from "@froyo/contracts";
import { useCallback } from "react";
import { failureMessage } from "../../../../lib/failure-message";
import { showToast } from "../../../../lib/toast";
import { useResendInvitation } from "../../api/resend-invitation";
import { useUpdateUser } from "../../api/update-user";

/** The row actions that need no form: resend an invitation, disable or enable. Each ends in a toast. */
export function useUserStatusActions() {
  const resendInvitation = useResendInvitation();
  const updateUser = useUpdateUser();

  const resend = useCallback(
    async (user: User) => {
      try {
        await resendInvitation(user.id);
        showToast(`Invitation sent to ${user.email}`, "success");
      } catch (error) {
        showToast(failureMessage(error, "Failed to resend the invitation"), "error");
      }
    },
    [resendInvitation],
  );

  const toggleStatus = useCallback(
    async (user: User) => {
      const status = user.status === "disabled" ? "active" : "disabled";
      try {
        await updateUser(user.id, { status });
        showToast(status === "disabled" ? "User disabled" : "User enabled", "success");
      } catch (error) {
        showToast(failureMessage(error, "Failed to update user"), "error");
      }
    },
    [updateUser],
  );

  return { resend, toggleStatus };
}
