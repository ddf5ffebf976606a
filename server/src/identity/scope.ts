import type { FastifyRequest } from "fastify";
import type { Account } from "./accounts.repository.js";
import { authOf } from "./guards.js";
import type { Auth } from "./session.js";

/**
 * Who acts, and in which company: the host's. Company staff can only be signed in on their own subdomain, so for
 * them it is their company; platform staff act inside the company of the subdomain they are on, and on the bare
 * domain inside the platform company itself.
 */
export interface Scope {
  actor: Account;
  companyId: string;
  isPlatform: boolean;
  ip: string;
}

export async function scopeOf(request: FastifyRequest): Promise<Scope> {
  const auth: Auth = await authOf(request);
  return {
    actor: auth.user,
    companyId: auth.tenant.companyId,
    isPlatform: auth.tenant.kind === "platform",
    ip: request.ip,
  };
}

/** Whose place an export takes (decision 027): the actor's, among the exports of the company they act in. */
export function exportOwnerOf(scope: Scope): { companyId: string; userId: string } {
  return { companyId: scope.companyId, userId: scope.actor.id };
}

/** True when the actor is a user of the scope's company (not platform staff visiting it). */
export function actsOnSelf(scope: Scope, userId: string): boolean {
  return scope.actor.companyId === scope.companyId && scope.actor.id === userId;
}
