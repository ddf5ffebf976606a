import type { CurrentUser } from "@froyo/contracts";
import { toPublicCompany } from "./public-company.js";
import type { Auth } from "./session.js";

/**
 * `GET /auth/me`'s `.data`. The company is the one the user acts in: their own, or for platform staff the company
 * of the subdomain they are on (none on the bare domain).
 */
export function toCurrentUser(auth: Pick<Auth, "user" | "tenant">): CurrentUser {
  const { user, tenant } = auth;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    type: user.userType,
    permissions: user.permissions,
    company: tenant.kind === "company" ? toPublicCompany(tenant.company) : null,
  };
}
