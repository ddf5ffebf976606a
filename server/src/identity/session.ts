import type {} from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Account } from "./accounts.repository.js";
import { findLiveSession, type SessionRecord, touchSession } from "./sessions.repository.js";
import type { Tenant } from "./tenancy.js";
import { hashToken } from "./tokens.js";

export interface Auth {
  session: SessionRecord;
  user: Account;
  tenant: Exclude<Tenant, { kind: "unknown" }>;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user of this request, or null; loaded once per request. */
    getAuth(): Promise<Auth | null>;
    authPromise?: Promise<Auth | null>;
  }
}

export const XSRF_COOKIE = "XSRF-TOKEN";
const SESSION_COOKIE = "froyo_session";
const TOUCH_AFTER_MILLISECONDS = 60_000;

/** Behind https the session cookie is `__Host-` prefixed: Secure, path /, and no Domain, enforced by the browser. */
export function sessionCookieName(request: FastifyRequest): string {
  return request.protocol === "https" ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  cookies: { sessionToken: string; csrfToken: string; maxAgeSeconds: number },
): void {
  const secure = request.protocol === "https";
  const common = { path: "/", sameSite: "lax" as const, secure, maxAge: cookies.maxAgeSeconds };
  reply.setCookie(sessionCookieName(request), cookies.sessionToken, { ...common, httpOnly: true });
  reply.setCookie(XSRF_COOKIE, cookies.csrfToken, common);
}

export function setCsrfCookie(request: FastifyRequest, reply: FastifyReply, csrfToken: string, maxAgeSeconds: number) {
  const secure = request.protocol === "https";
  reply.setCookie(XSRF_COOKIE, csrfToken, { path: "/", sameSite: "lax", secure, maxAge: maxAgeSeconds });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(request), { path: "/", secure: request.protocol === "https" });
}

export const sessionPlugin = fp(async (app: FastifyInstance, options: { idleMinutes: number }) => {
  const { database } = app;

  async function loadAuth(request: FastifyRequest): Promise<Auth | null> {
    const token = request.cookies[sessionCookieName(request)];
    if (!token || token.length > 128) return null;
    const tenant = await request.getTenant();
    if (tenant.kind === "unknown") return null;
    const tokenHash = hashToken(token);
    const lookIn = async (companyId: string) => {
      const found = await findLiveSession(database, companyId, tokenHash, options.idleMinutes);
      if (found && Date.now() - found.session.lastSeenAt.getTime() > TOUCH_AFTER_MILLISECONDS) {
        await database.withTenant(companyId, (tx) => touchSession(tx, found.session));
      }
      return found;
    };
    // Company users' sessions live in their company; platform staff's in the platform, whatever the host.
    let found = await lookIn(tenant.companyId);
    if (!found && tenant.kind === "company") found = await lookIn(app.platformCompany.id);
    if (!found || found.session.hostCompanyId !== tenant.companyId) return null;
    return { session: found.session, user: found.account, tenant };
  }

  app.decorateRequest("authPromise", undefined);
  app.decorateRequest("getAuth", function (this: FastifyRequest) {
    this.authPromise ??= loadAuth(this);
    return this.authPromise;
  });
});
