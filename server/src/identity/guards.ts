import { hasPermission, type PermissionRequirement, seesSales } from "@froyo/contracts";
import type { FastifyRequest } from "fastify";
import { forbidden, unauthenticated } from "../lib/http-errors.js";
import { type DeclaredGuard, declareGuard } from "../plugins/route-access.js";
import type { Auth } from "./session.js";

/** Route hooks (use as `onRequest`, so they answer before the body is validated): signed in, and holding a permission (or any one of a list). */
export const requireAuth: DeclaredGuard = declareGuard(
  async (request) => {
    if (!(await request.getAuth())) throw unauthenticated();
  },
  { kind: "signed-in" },
);

export function requirePermission(required: Exclude<PermissionRequirement, undefined>): DeclaredGuard {
  return declareGuard(
    async (request) => {
      const auth = await request.getAuth();
      if (!auth) throw unauthenticated();
      if (!hasPermission(auth.user.permissions, required)) throw forbidden();
    },
    { kind: "permission", permission: required },
  );
}

/**
 * A permission, and sight of sales (contracts' seesSales): a client's own kiosks' sales, or staff holding
 * `view sales`. The order history and Home's figures, which the spec opens with `view kiosks` and `view dashboard`.
 */
export function requireSalesAnd(required: Exclude<PermissionRequirement, undefined>): DeclaredGuard {
  return declareGuard(
    async (request) => {
      const auth = await request.getAuth();
      if (!auth) throw unauthenticated();
      if (!hasPermission(auth.user.permissions, required)) throw forbidden();
      if (!seesSales(auth.user.permissions, auth.user.userType)) throw forbidden();
    },
    {
      kind: "permission",
      permission: required,
      also: "staff also need `view sales` (a client sees their own kiosks')",
    },
  );
}

/** A permission held through a staff role: a client is refused whatever their role holds (the company's books). */
export function requireStaffWith(required: Exclude<PermissionRequirement, undefined>): DeclaredGuard {
  return declareGuard(
    async (request) => {
      const auth = await request.getAuth();
      if (!auth) throw unauthenticated();
      if (!hasPermission(auth.user.permissions, required) || auth.user.userType !== "staff") throw forbidden();
    },
    { kind: "permission", permission: required, also: "with a staff role", staffOnly: true },
  );
}

/** For handlers behind requireAuth: the auth is known to exist. */
export async function authOf(request: FastifyRequest): Promise<Auth> {
  const auth = await request.getAuth();
  if (!auth) throw unauthenticated();
  return auth;
}
