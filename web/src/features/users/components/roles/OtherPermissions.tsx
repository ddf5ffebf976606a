import type { Permission } from "@froyo/contracts";
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel } from "@mui/material";
import { useUsersTranslation } from "../../use-users-translation";
import { isNamedPermission, otherPermissions } from "./permission-matrix";

const OTHERS = otherPermissions();

interface OtherPermissionsProps {
  granted: readonly string[];
  readOnly: boolean;
  isLocked: (permission: Permission) => boolean;
  onToggle: (permission: Permission, on: boolean) => void;
}

/** Under the matrix: the permissions of no view/create/edit/delete column ("refund sales"), one checkbox each. */
export function OtherPermissions({ granted, readOnly, isLocked, onToggle }: OtherPermissionsProps) {
  const { t } = useUsersTranslation();
  if (OTHERS.length === 0) return null;
  return (
    <FormControl component="fieldset" sx={{ mt: 2 }}>
      <FormLabel component="legend" sx={{ typography: "subtitle2", mb: 0.5 }}>
        {t("roles.otherPermissions")}
      </FormLabel>
      <FormGroup>
        {OTHERS.map((permission) => (
          <FormControlLabel
            key={permission}
            label={isNamedPermission(permission) ? t(`roles.others.${permission}`) : permission}
            control={
              <Checkbox
                checked={granted.includes(permission)}
                disabled={readOnly || isLocked(permission)}
                onChange={(event) => onToggle(permission, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
