import { type Role, USER_STATUSES } from "@froyo/contracts";
import { FilterSelect } from "../../../../components/data-list/FilterSelect";
import { useUsersTranslation } from "../../use-users-translation";
import { roleLabel } from "../role-label";

interface UserFiltersProps {
  roles: readonly Role[] | undefined;
  roleId: string;
  status: string;
  onChange: (filters: { role_id?: string; status?: string }) => void;
}

export function UserFilters({ roles, roleId, status, onChange }: UserFiltersProps) {
  const { t } = useUsersTranslation();
  const roleOptions = (roles ?? []).map((role) => ({ value: role.id, label: roleLabel(t, role.name) }));
  const statusOptions = USER_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }));
  return (
    <>
      <FilterSelect
        label={t("list.role")}
        allLabel={t("list.allRoles")}
        value={roleId}
        options={roleOptions}
        onChange={(value) => onChange({ role_id: value })}
      />
      <FilterSelect
        label={t("list.status")}
        allLabel={t("list.allStatuses")}
        value={status}
        options={statusOptions}
        onChange={(value) => onChange({ status: value })}
      />
    </>
  );
}
