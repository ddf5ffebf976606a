import type { FastifyRequest } from "fastify";
import type { Account } from "../modules/auth/accounts.repository.js";
import { authOf } from "../plugins/guards.js";
import type { Auth } from "../plugins/session.js";

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

/** Ids are UUIDs; anything else is answered as a missing id (404), never as a database error. */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** Only the subset of the audit log's `changes` that did change. */
export function diffChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, to] of Object.entries(after)) {
    const from = before[field];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}
