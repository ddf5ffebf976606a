import type { UserType } from "@froyo/contracts";

export type UsersTabName = "users" | "roles" | "audit";

/** The audit log is for staff: 'view users' and a staff role (Company Admin or Super Admin). */
export function canSeeAuditLog(canViewUsers: boolean, userType: UserType | undefined): boolean {
  return canViewUsers && userType === "staff";
}

export function visibleTabs(showAudit: boolean): UsersTabName[] {
  return showAudit ? ["users", "roles", "audit"] : ["users", "roles"];
}

/** ?tab=… when it names a tab the user may see; the Users tab otherwise. */
export function resolveTab(value: string | null, tabs: readonly UsersTabName[]): UsersTabName {
  return tabs.find((tab) => tab === value) ?? "users";
}
