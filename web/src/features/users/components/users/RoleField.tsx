import type { Role } from "@froyo/contracts";
import { MenuItem } from "@mui/material";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { ControlledTextField } from "../../../../components/form/ControlledTextField";
import { useUsersTranslation } from "../../use-users-translation";
import { roleLabel } from "../role-label";

interface RoleFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  roles: readonly Role[] | undefined;
  disabled?: boolean;
  helperText?: string;
}

/** The role select of the invite and edit forms, filled from GET /api/roles. */
export function RoleField<T extends FieldValues>({ name, control, roles, disabled, helperText }: RoleFieldProps<T>) {
  const { t } = useUsersTranslation();
  return (
    <ControlledTextField
      select
      name={name}
      control={control}
      label={t("form.role")}
      disabled={disabled || !roles}
      helperText={roles ? helperText : t("form.loadingRoles")}
      fullWidth
    >
      {(roles ?? []).map((role) => (
        <MenuItem key={role.id} value={role.id}>
          {roleLabel(t, role.name)}
        </MenuItem>
      ))}
    </ControlledTextField>
  );
}
