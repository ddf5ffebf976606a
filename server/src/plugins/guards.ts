import { hasPermission, type PermissionRequirement } from "@froyo/contracts";
import type { FastifyRequest } from "fastify";
import { forbidden, unauthenticated } from "../lib/http-errors.js";
import type { Auth } from "./session.js";

/** Route hooks (use as `onRequest`, so they answer before the body is validated): signed in, and holding a permission (or any one of a list). */
export async function requireAuth(request: FastifyRequest): Promise<void> {
  if (!(await request.getAuth())) throw unauthenticated();
}

export function requirePermission(required: PermissionRequirement) {
  return async (request: FastifyRequest): Promise<void> => {
    const auth = await request.getAuth();
    if (!auth) throw unauthenticated();
    if (!hasPermission(auth.user.permissions, required)) throw forbidden();
  };
}

/** For handlers behind requireAuth: the auth is known to exist. */
export async function authOf(request: FastifyRequest): Promise<Auth> {
  const auth = await request.getAuth();
  if (!auth) throw unauthenticated();
  return auth;
}
