import { type InviteUserInput, inviteUserSchema, type Role } from "@froyo/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ControlledTextField } from "../../../../components/form/ControlledTextField";
import { FormDialog } from "../../../../components/form/FormDialog";
import { failureMessage } from "../../../../lib/failure-message";
import { applyServerErrors } from "../../../../lib/form-errors";
import { showToast } from "../../../../lib/toast";
import { useInviteUser } from "../../api/invite-user";
import { useUsersTranslation } from "../../use-users-translation";
import { RoleField } from "./RoleField";

const FIELDS = ["name", "email", "role_id"] as const;
const EMPTY: InviteUserInput = { name: "", email: "", role_id: "" };

interface InviteUserDialogProps {
  open: boolean;
  onClose: () => void;
  roles: readonly Role[] | undefined;
}

/** Invites a user by email: they get a link to set their password. */
export function InviteUserDialog({ open, onClose, roles }: InviteUserDialogProps) {
  const { t } = useUsersTranslation();
  const inviteUser = useInviteUser();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<InviteUserInput>({
    resolver: zodResolver(inviteUserSchema),
    defaultValues: EMPTY,
  });

  const close = () => {
    reset(EMPTY);
    setFormError(null);
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const user = await inviteUser(values);
      showToast(t("invite.sent", { email: user.email }), "success");
      close();
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
      showToast(failureMessage(error, t("invite.failed")), "error");
    }
  });

  return (
    <FormDialog
      open={open}
      title={t("invite.title")}
      onClose={close}
      onSubmit={onSubmit}
      submitLabel={t("invite.submit")}
      submitting={formState.isSubmitting}
      formError={formError}
    >
      <ControlledTextField name="name" control={control} label={t("form.name")} autoComplete="off" fullWidth />
      <ControlledTextField
        name="email"
        control={control}
        label={t("form.email")}
        type="email"
        autoComplete="off"
        fullWidth
      />
      <RoleField name="role_id" control={control} roles={roles} />
    </FormDialog>
  );
}
