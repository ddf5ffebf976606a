import type { PermissionRequirement } from "@froyo/contracts";
import type { FastifyRequest } from "fastify";

/** Who may call a route, as the OpenAPI document says it (openapi-operations.ts reads it from the route's guard). */
export type RouteAccess =
  | { kind: "signed-in" }
  | {
      kind: "permission";
      permission: Exclude<PermissionRequirement, undefined>;
      /** A rule beyond the permission, in words (the audit trail also wants a staff role). */
      also?: string;
      /** Refused to clients whatever their role holds (the document says so as `x-staff-only`). */
      staffOnly?: boolean;
    };

type Guard = (request: FastifyRequest) => Promise<void>;
/** A guard that says whom it lets through, so the document is derived from the very hook that enforces it. */
export type DeclaredGuard = Guard & { readonly access: RouteAccess };

/** Marks a guard with its access rule (for guards written in a module, such as the audit trail's staff check). */
export function declareGuard(guard: Guard, access: RouteAccess): DeclaredGuard {
  return Object.assign(guard, { access });
}

/** The access rule a route's `onRequest` hooks declare; null when none of them is a declared guard. */
export function accessOf(onRequest: unknown): RouteAccess | null {
  const hooks = Array.isArray(onRequest) ? onRequest : [onRequest];
  const declared = hooks.find((hook): hook is DeclaredGuard => typeof hook === "function" && "access" in hook);
  return declared?.access ?? null;
}
