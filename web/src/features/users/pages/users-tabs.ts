import { ROLE_NAMES } from "@froyo/contracts";

export type UsersTabName = "users" | "roles" | "audit";

const STAFF_ROLES: readonly string[] = [ROLE_NAMES.companyAdmin, ROLE_NAMES.superAdmin];

/** The audit log is for staff: 'view users' and the Company Admin or Super Admin role. */
export function canSeeAuditLog(canViewUsers: boolean, roleName: string | undefined): boolean {
  return canViewUsers && roleName !== undefined && STAFF_ROLES.includes(roleName);
}

export function visibleTabs(showAudit: boolean): UsersTabName[] {
  return showAudit ? ["users", "roles", "audit"] : ["users", "roles"];
}

/** ?tab=… when it names a tab the user may see; the Users tab otherwise. */
export function resolveTab(value: string | null, tabs: readonly UsersTabName[]): UsersTabName {
  return tabs.find((tab) => tab === value) ?? "users";
}
