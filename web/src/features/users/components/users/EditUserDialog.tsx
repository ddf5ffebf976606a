import type { Role, UpdateUserInput, User } from "@froyo/contracts";
import { updateUserSchema } from "@froyo/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ControlledTextField } from "../../../../components/form/ControlledTextField";
import { FormDialog } from "../../../../components/form/FormDialog";
import { failureMessage } from "../../../../lib/failure-message";
import { applyServerErrors } from "../../../../lib/form-errors";
import { showToast } from "../../../../lib/toast";
import { useUpdateUser } from "../../api/update-user";
import { useUsersTranslation } from "../../use-users-translation";
import { RoleField } from "./RoleField";

const FIELDS = ["name", "role_id"] as const;

interface EditUserDialogProps {
  user: User;
  roles: readonly Role[] | undefined;
  /** Editing oneself: the role cannot be changed (the server refuses it too). */
  isSelf: boolean;
  onClose: () => void;
}

/** Changes a user's name and role; only what changed is sent. Mounted per user (key it by id). */
export function EditUserDialog({ user, roles, isSelf, onClose }: EditUserDialogProps) {
  const { t } = useUsersTranslation();
  const updateUser = useUpdateUser();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<UpdateUserInput>({
    resolver: zodResolver(updateUserSchema),
    defaultValues: { name: user.name, role_id: user.role.id },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const changes: UpdateUserInput = {};
    if (values.name !== undefined && values.name !== user.name) changes.name = values.name;
    if (values.role_id !== undefined && values.role_id !== user.role.id) changes.role_id = values.role_id;
    if (Object.keys(changes).length === 0) return onClose();
    try {
      await updateUser(user.id, changes);
      showToast(t("edit.updated"), "success");
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
      showToast(failureMessage(error, t("edit.failed")), "error");
    }
  });

  return (
    <FormDialog
      open
      title={t("edit.title", { name: user.name })}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={t("form.save")}
      submitting={formState.isSubmitting}
      formError={formError}
    >
      <ControlledTextField name="name" control={control} label={t("form.name")} autoComplete="off" fullWidth />
      <RoleField
        name="role_id"
        control={control}
        roles={roles}
        disabled={isSelf}
        helperText={isSelf ? t("edit.ownRole") : undefined}
      />
    </FormDialog>
  );
}
