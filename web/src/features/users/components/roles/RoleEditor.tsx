import type { Permission, Role } from "@froyo/contracts";
import { Box, Button, Typography } from "@mui/material";
import { useState } from "react";
import { FormAlert } from "../../../../components/form/FormAlert";
import { failureMessage } from "../../../../lib/failure-message";
import { showToast } from "../../../../lib/toast";
import { useUpdateRole } from "../../api/update-role";
import { useUsersTranslation } from "../../use-users-translation";
import { roleLabel } from "../role-label";
import { OtherPermissions } from "./OtherPermissions";
import { PermissionMatrix } from "./PermissionMatrix";
import { canRoleHold, normalisePermissions, samePermissions, togglePermission } from "./permission-matrix";

interface RoleEditorProps {
  role: Role;
  /** The user may edit roles ('edit users'); immutable roles stay read-only regardless. */
  canEdit: boolean;
}

/** One role's permissions: a draft edited in the matrix, then saved whole or cancelled. Key it by role id. */
export function RoleEditor({ role, canEdit }: RoleEditorProps) {
  const { t } = useUsersTranslation();
  const name = roleLabel(t, role.name);
  const updateRole = useUpdateRole();
  const [draft, setDraft] = useState<readonly string[]>(role.permissions);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const readOnly = role.immutable || !canEdit;
  const changed = !samePermissions(draft, role.permissions);
  // What the matrix and the other permissions under it share.
  const choices = {
    granted: draft,
    readOnly: readOnly || saving,
    isLocked: (permission: Permission) => !canRoleHold(role.name, permission),
    onToggle: (permission: Permission, on: boolean) => setDraft(togglePermission(draft, permission, on)),
  };

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const saved = await updateRole(role.id, { permissions: normalisePermissions(draft) });
      setDraft(saved.permissions);
      showToast(t("roles.saved", { name }), "success");
    } catch (failure) {
      const message = failureMessage(failure, t("roles.saveFailed"));
      setError(message);
      showToast(message, "error");
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box>
      <Typography variant="h6" component="h2">
        {name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {role.immutable
          ? t("roles.immutable", { name })
          : readOnly
            ? t("roles.readOnly")
            : t("roles.noCompaniesPermissions")}
      </Typography>
      {error && <FormAlert severity="error">{error}</FormAlert>}
      <PermissionMatrix roleName={name} {...choices} />
      <OtherPermissions {...choices} />
      {!readOnly && (
        <Box sx={{ display: "flex", gap: 1.5, justifyContent: "flex-end", mt: 2 }}>
          <Button onClick={() => setDraft(role.permissions)} disabled={!changed || saving}>
            {t("roles.cancel")}
          </Button>
          <Button variant="contained" onClick={save} disabled={!changed} loading={saving}>
            {t("roles.save")}
          </Button>
        </Box>
      )}
    </Box>
  );
}
