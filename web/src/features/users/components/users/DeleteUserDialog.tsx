import type { User } from "@froyo/contracts";
import { ConfirmDialog } from "../../../../components/ConfirmDialog";
import { failureMessage } from "../../../../lib/failure-message";
import { showToast } from "../../../../lib/toast";
import { useDeleteUser } from "../../api/delete-user";

/** Asks before deleting `user` (null: closed). */
export function DeleteUserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const deleteUser = useDeleteUser();
  const confirm = async () => {
    if (!user) return;
    try {
      await deleteUser(user.id);
      showToast("User deleted", "success");
    } catch (error) {
      showToast(failureMessage(error, "Failed to delete user"), "error");
    }
    onClose();
  };
  return (
    <ConfirmDialog open={user !== null} title="Delete user" confirmLabel="Delete" onConfirm={confirm} onClose={onClose}>
      Delete <strong>{user?.name}</strong> ({user?.email})? They will no longer be able to sign in. This cannot be
      undone.
    </ConfirmDialog>
  );
}
