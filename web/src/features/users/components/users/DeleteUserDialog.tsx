import type { User } from "@froyo/contracts";
import { Trans } from "react-i18next";
import { ConfirmDialog } from "../../../../components/ConfirmDialog";
import { failureMessage } from "../../../../lib/failure-message";
import { showToast } from "../../../../lib/toast";
import { useDeleteUser } from "../../api/delete-user";
import { useUsersTranslation } from "../../use-users-translation";

/** Asks before deleting `user` (null: closed). */
export function DeleteUserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useUsersTranslation();
  const deleteUser = useDeleteUser();
  const confirm = async () => {
    if (!user) return;
    try {
      await deleteUser(user.id);
      showToast(t("delete.deleted"), "success");
    } catch (error) {
      showToast(failureMessage(error, t("delete.failed")), "error");
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open={user !== null}
      title={t("delete.title")}
      confirmLabel={t("delete.confirm")}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Trans
        t={t}
        i18nKey="delete.question"
        values={{ name: user?.name, email: user?.email }}
        components={{ strong: <strong /> }}
      />
    </ConfirmDialog>
  );
}
