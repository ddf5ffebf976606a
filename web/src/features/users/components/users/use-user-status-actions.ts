import type { User } from "@froyo/contracts";
import { useCallback } from "react";
import { failureMessage } from "../../../../lib/failure-message";
import { showToast } from "../../../../lib/toast";
import { useResendInvitation } from "../../api/resend-invitation";
import { useUpdateUser } from "../../api/update-user";
import { useUsersTranslation } from "../../use-users-translation";

/** The row actions that need no form: resend an invitation, disable or enable. Each ends in a toast. */
export function useUserStatusActions() {
  const { t } = useUsersTranslation();
  const resendInvitation = useResendInvitation();
  const updateUser = useUpdateUser();

  const resend = useCallback(
    async (user: User) => {
      try {
        await resendInvitation(user.id);
        showToast(t("invite.sent", { email: user.email }), "success");
      } catch (error) {
        showToast(failureMessage(error, t("invite.resendFailed")), "error");
      }
    },
    [t, resendInvitation],
  );

  const toggleStatus = useCallback(
    async (user: User) => {
      const status = user.status === "disabled" ? "active" : "disabled";
      try {
        await updateUser(user.id, { status });
        showToast(status === "disabled" ? t("edit.disabled") : t("edit.enabled"), "success");
      } catch (error) {
        showToast(failureMessage(error, t("edit.failed")), "error");
      }
    },
    [t, updateUser],
  );

  return { resend, toggleStatus };
}
