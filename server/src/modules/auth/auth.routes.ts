import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  setPasswordSchema,
} from "@froyo/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { authOf, requireAuth } from "../../plugins/guards.js";
import { clearSessionCookie, setCsrfCookie, setSessionCookies, XSRF_COOKIE } from "../../plugins/session.js";
import { AUTH_MESSAGES, type AuthService, type RequestContext } from "./auth.service.js";
import { toCurrentUser } from "./current-user.js";
import { randomToken } from "./tokens.js";

async function contextOf(request: FastifyRequest): Promise<RequestContext> {
  return { tenant: await request.getTenant(), ip: request.ip, userAgent: request.headers["user-agent"] ?? null };
}

/** The spec's auth calls (seed section 7), Sanctum style. */
export async function authRoutes(app: FastifyInstance, options: { auth: AuthService; sessionAbsoluteMinutes: number }) {
  const { auth } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const cookieMaxAge = options.sessionAbsoluteMinutes * 60;

  routes.get("/sanctum/csrf-cookie", async (request, reply) => {
    const session = await request.getAuth();
    const existing = request.cookies[XSRF_COOKIE];
    const token = session?.session.csrfToken ?? (existing && /^[\w-]{43}$/.test(existing) ? existing : randomToken());
    setCsrfCookie(request, reply, token, cookieMaxAge);
    return reply.code(204).send();
  });

  routes.post("/auth/login", { schema: { body: loginSchema } }, async (request, reply) => {
    const result = await auth.login(await contextOf(request), request.body, await request.getAuth());
    setSessionCookies(request, reply, { ...result, maxAgeSeconds: result.maxAgeSeconds });
    return { data: result.user };
  });

  routes.post("/auth/logout", async (request, reply) => {
    await auth.logout(await request.getAuth());
    clearSessionCookie(request, reply);
    setCsrfCookie(request, reply, randomToken(), cookieMaxAge);
    return reply.code(204).send();
  });

  routes.get("/auth/me", { onRequest: requireAuth }, async (request) => ({
    data: toCurrentUser(await authOf(request)),
  }));

  routes.post("/auth/forgot-password", { schema: { body: forgotPasswordSchema } }, async (request) => {
    await auth.forgotPassword(await contextOf(request), request.body.email);
    return { message: AUTH_MESSAGES.resetLinkSent };
  });

  routes.post("/auth/reset-password", { schema: { body: resetPasswordSchema } }, async (request) => {
    await auth.redeemPasswordToken(await contextOf(request), "reset", request.body);
    return { message: AUTH_MESSAGES.passwordReset };
  });

  routes.post("/auth/set-password", { schema: { body: setPasswordSchema } }, async (request) => {
    await auth.redeemPasswordToken(await contextOf(request), "invitation", request.body);
    return { message: AUTH_MESSAGES.passwordSet };
  });

  routes.post("/auth/password", { schema: { body: changePasswordSchema }, onRequest: requireAuth }, async (request) => {
    await auth.changePassword(await contextOf(request), await authOf(request), request.body);
    return { message: AUTH_MESSAGES.passwordChanged };
  });
}
