import type { CompanyPublic, CurrentUser, UserType } from "@froyo/contracts";
import { ROLE_NAMES, SEEDED_COMPANY_ROLES, SUPER_ADMIN_PERMISSIONS } from "@froyo/contracts";

export const demoCompany: CompanyPublic = {
  id: "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0001",
  name: "Demo Froyo",
  subdomain: "demo",
  primary_color_hex: "#3366FF",
  primary_logo: { path: "/uploads/demo/logo.png" },
  footer_logo: null,
  favicon: null,
  public_site_url: null,
  currency: "USD",
  default_timezone: "UTC",
};

/** The seeded role's kind; a role the seed does not know is a client's in tests unless told. */
function typeOf(role: string): UserType {
  if (role === ROLE_NAMES.superAdmin) return "staff";
  return SEEDED_COMPANY_ROLES.find((seeded) => seeded.name === role)?.userType ?? "client";
}

function permissionsOf(role: string): string[] {
  if (role === "Super Admin") return [...SUPER_ADMIN_PERMISSIONS];
  return [...(SEEDED_COMPANY_ROLES.find((seeded) => seeded.name === role)?.permissions ?? [])];
}

/** A signed-in user with the seeded permissions of `role` (product.md). */
export function makeUser(role: string = ROLE_NAMES.companyAdmin, overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0002",
    name: "Casey Client",
    email: "casey@demo.example.com",
    role,
    type: typeOf(role),
    permissions: permissionsOf(role),
    company: demoCompany,
    ...overrides,
  };
}
