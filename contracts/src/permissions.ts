/**
 * Permission strings exactly as the seed spec (section 6) names them, plus `view notifications`
 * (product.md), `view restock` / `edit restock` (issue 24), `refund sales` and `view statements` (issue 25). The server enforces them; the web app only uses them
 * to shape the UI.
 */
const crud = (resource: string) =>
  [`view ${resource}`, `create ${resource}`, `edit ${resource}`, `delete ${resource}`] as const;

export const PERMISSIONS = [
  ...crud("products"),
  ...crud("promocodes"),
  ...crud("kiosks"),
  "view dashboard",
  "view sales",
  ...crud("users"),
  ...crud("companies"),
  "view notification settings",
  "edit notification settings",
  "view notifications",
  "view restock",
  "edit restock",
  "refund sales",
  "view statements",
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** A route or nav entry may require nothing, one permission, or any one of a list. */
export type PermissionRequirement = Permission | readonly Permission[] | undefined;

export const ROLE_NAMES = {
  superAdmin: "Super Admin",
  companyAdmin: "Company Admin",
  client: "Client",
  clientPro: "Client - Pro",
  fieldTechnician: "Field Technician",
} as const;

export type RoleName = (typeof ROLE_NAMES)[keyof typeof ROLE_NAMES];
export type UserType = "staff" | "client";

const companyPermissions = PERMISSIONS.filter((p) => !p.endsWith(" companies"));
/**
 * A client restocks their own kiosks (a franchisee often does): the restock permissions reach only those. A client
 * reads their own statements.
 */
const clientPermissions: Permission[] = [
  "view dashboard",
  "view kiosks",
  "edit kiosks",
  "view products",
  "view restock",
  "edit restock",
  "view statements",
];

/** The roles every company is seeded with (product.md). Super Admin is a platform role and immutable. */
export const SEEDED_COMPANY_ROLES: readonly {
  name: RoleName;
  userType: UserType;
  permissions: readonly Permission[];
}[] = [
  { name: ROLE_NAMES.companyAdmin, userType: "staff", permissions: companyPermissions },
  { name: ROLE_NAMES.client, userType: "client", permissions: clientPermissions },
  {
    name: ROLE_NAMES.clientPro,
    userType: "client",
    permissions: [
      ...clientPermissions,
      ...crud("promocodes"),
      "view sales",
      "view notifications",
      "view notification settings",
      "edit notification settings",
    ],
  },
  {
    name: ROLE_NAMES.fieldTechnician,
    userType: "staff",
    permissions: ["view products", "view kiosks", "view dashboard", "view restock", "edit restock"],
  },
];

export const SUPER_ADMIN_PERMISSIONS: readonly Permission[] = PERMISSIONS;

/**
 * Sales (the order history, Home's figures) are seen by clients, of their own kiosks, and by staff who hold
 * `view sales`. A Field Technician is staff with `view kiosks` and `view dashboard` for the fleet and no `view sales`:
 * they see the fleet and no sales (issue 24; decision 041).
 */
export function seesSales(
  userPermissions: readonly string[] | null | undefined,
  userType: UserType | undefined,
): boolean {
  return userType === "client" || hasPermission(userPermissions, "view sales");
}

/**
 * The seed's rule: nothing required passes; otherwise the user's list must hold the permission (or any one of a
 * list). A user without a permissions list fails every requirement.
 */
export function hasPermission(
  userPermissions: readonly string[] | null | undefined,
  required: PermissionRequirement,
): boolean {
  if (required === undefined) return true;
  if (!userPermissions) return false;
  const anyOf: readonly string[] = typeof required === "string" ? [required] : required;
  return anyOf.some((permission) => userPermissions.includes(permission));
}
