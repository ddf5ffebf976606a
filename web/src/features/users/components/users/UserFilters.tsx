import { type Role, USER_STATUSES } from "@froyo/contracts";
import { FilterSelect } from "../../../../components/data-list/FilterSelect";
import { USER_STATUS_LABELS } from "./UserStatusChip";

const STATUS_OPTIONS = USER_STATUSES.map((status) => ({ value: status, label: USER_STATUS_LABELS[status] }));

interface UserFiltersProps {
  roles: readonly Role[] | undefined;
  roleId: string;
  status: string;
  onChange: (filters: { role_id?: string; status?: string }) => void;
}

export function UserFilters({ roles, roleId, status, onChange }: UserFiltersProps) {
  const roleOptions = (roles ?? []).map((role) => ({ value: role.id, label: role.name }));
  return (
    <>
      <FilterSelect
        label="Role"
        allLabel="All roles"
        value={roleId}
        options={roleOptions}
        onChange={(value) => onChange({ role_id: value })}
      />
      <FilterSelect
        label="Status"
        allLabel="All statuses"
        value={status}
        options={STATUS_OPTIONS}
        onChange={(value) => onChange({ status: value })}
      />
    </>
  );
}
