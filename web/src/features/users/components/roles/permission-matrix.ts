import { PERMISSIONS, type Permission, permissionResource, ROLE_NAMES } from "@froyo/contracts";

export const MATRIX_ACTIONS = ["view", "create", "edit", "delete"] as const;
export type MatrixAction = (typeof MATRIX_ACTIONS)[number];

/** The resources the interface has names for (locales/<language>/users.ts, roles.resources). */
export const MATRIX_RESOURCES = [
  "products",
  "promocodes",
  "kiosks",
  "dashboard",
  "sales",
  "users",
  "companies",
  "notification settings",
  "notifications",
  "restock",
  "statements",
] as const;
export type MatrixResource = (typeof MATRIX_RESOURCES)[number];

export function isMatrixResource(resource: string): resource is MatrixResource {
  return (MATRIX_RESOURCES as readonly string[]).includes(resource);
}

export interface MatrixRow {
  resource: string;
  /** The English name; the matrix shows the translated one of a known resource. */
  label: string;
  /** The permission behind each column, or null where the resource has no such action (no "create dashboard"). */
  cells: Record<MatrixAction, Permission | null>;
}

const LABELS: Record<string, string> = {
  promocodes: "Promo codes",
  "notification settings": "Notification settings",
};

function labelOf(resource: string): string {
  return LABELS[resource] ?? resource.charAt(0).toUpperCase() + resource.slice(1);
}

/** One row per resource, in the order the permissions are listed; one column per action. */
export function buildPermissionMatrix(permissions: readonly Permission[] = PERMISSIONS): MatrixRow[] {
  const rows = new Map<string, MatrixRow>();
  for (const permission of permissions) {
    const resource = permissionResource(permission);
    const action = permission.split(" ")[0] as MatrixAction;
    if (!MATRIX_ACTIONS.includes(action)) continue;
    let row = rows.get(resource);
    if (!row) {
      row = { resource, label: labelOf(resource), cells: { view: null, create: null, edit: null, delete: null } };
      rows.set(resource, row);
    }
    row.cells[action] = permission;
  }
  return [...rows.values()];
}

/** The permissions offered by name ("refund sales"), in locales/<language>/users.ts, roles.others. */
export const NAMED_PERMISSIONS = ["refund sales"] as const;
export type NamedPermission = (typeof NAMED_PERMISSIONS)[number];

export function isNamedPermission(permission: string): permission is NamedPermission {
  return (NAMED_PERMISSIONS as readonly string[]).includes(permission);
}

/**
 * The permissions whose action is none of the matrix's columns: offered one by one under the matrix, so every
 * permission a role may hold can be granted (a column for one cell would widen the table for every resource).
 */
export function otherPermissions(permissions: readonly Permission[] = PERMISSIONS): Permission[] {
  return permissions.filter(
    (permission) => !(MATRIX_ACTIONS as readonly string[]).includes(permission.split(" ")[0] ?? ""),
  );
}

/** Known permissions only, in the canonical order (the order the server is sent). */
export function normalisePermissions(permissions: Iterable<string>): Permission[] {
  const held = new Set(permissions);
  return PERMISSIONS.filter((known) => held.has(known));
}

/** The role's list with `permission` switched on or off. */
export function togglePermission(current: readonly string[], permission: Permission, on: boolean): Permission[] {
  const next = new Set(current);
  if (on) next.add(permission);
  else next.delete(permission);
  return normalisePermissions(next);
}

export function samePermissions(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  return left.size === new Set(b).size && b.every((permission) => left.has(permission));
}

/** Company roles may not hold any companies permission: only the platform's Super Admin manages companies. */
export function canRoleHold(roleName: string, permission: Permission): boolean {
  return permissionResource(permission) !== "companies" || roleName === ROLE_NAMES.superAdmin;
}
