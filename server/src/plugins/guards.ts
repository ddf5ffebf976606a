import { hasPermission, type PermissionRequirement } from "@froyo/contracts";
import type { FastifyRequest } from "fastify";
import { forbidden, unauthenticated } from "../lib/http-errors.js";
import type { Auth } from "./session.js";

/** Who may call a route, as the OpenAPI document says it (openapi-operations.ts reads it from the route's guard). */
export type RouteAccess =
  | { kind: "signed-in" }
  | {
      kind: "permission";
      permission: Exclude<PermissionRequirement, undefined>;
      /** A rule beyond the permission, in words (the audit trail also wants a staff role). */
      also?: string;
    };

type Guard = (request: FastifyRequest) => Promise<void>;
/** A guard that says whom it lets through, so the document is derived from the very hook that enforces it. */
export type DeclaredGuard = Guard & { readonly access: RouteAccess };

/** Marks a guard with its access rule (for guards written in a module, such as the audit trail's staff check). */
export function declareGuard(guard: Guard, access: RouteAccess): DeclaredGuard {
  return Object.assign(guard, { access });
}

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

/** The access rule a route's `onRequest` hooks declare; null when none of them is a declared guard. */
export function accessOf(onRequest: unknown): RouteAccess | null {
  const hooks = Array.isArray(onRequest) ? onRequest : [onRequest];
  const declared = hooks.find((hook): hook is DeclaredGuard => typeof hook === "function" && "access" in hook);
  return declared?.access ?? null;
}

/** For handlers behind requireAuth: the auth is known to exist. */
export async function authOf(request: FastifyRequest): Promise<Auth> {
  const auth = await request.getAuth();
  if (!auth) throw unauthenticated();
  return auth;
}
