import {
  changePasswordSchema,
  currentUserSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  setPasswordSchema,
  statusMessageSchema,
} from "@froyo/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { toCurrentUser } from "../../identity/current-user.js";
import { authOf, requireAuth } from "../../identity/guards.js";
import { clearSessionCookie, setCsrfCookie, setSessionCookies, XSRF_COOKIE } from "../../identity/session.js";
import { randomToken } from "../../identity/tokens.js";
import { AUTH_MESSAGES, type AuthService, type RequestContext } from "./auth.service.js";

/** OpenAPI only (route-docs.ts): what each call answers; the public ones say so. */
const signedInUser = { 200: z.object({ data: currentUserSchema }) };
const statusMessage = { 200: statusMessageSchema };
const noContent = (description: string) => ({ 204: { description } });

async function contextOf(request: FastifyRequest): Promise<RequestContext> {
  return { tenant: await request.getTenant(), ip: request.ip, userAgent: request.headers["user-agent"] ?? null };
}

/** The spec's auth calls (seed section 7), Sanctum style. */
export async function authRoutes(app: FastifyInstance, options: { auth: AuthService; sessionAbsoluteMinutes: number }) {
  const { auth } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const cookieMaxAge = options.sessionAbsoluteMinutes * 60;

  const csrfDocs = {
    public: true,
    operationId: "getCsrfCookie",
    summary: "Set the XSRF-TOKEN cookie",
    responses: noContent("Sets the XSRF-TOKEN cookie; no body"),
  } as const;
  routes.get("/sanctum/csrf-cookie", { config: { docs: csrfDocs } }, async (request, reply) => {
    const session = await request.getAuth();
    const existing = request.cookies[XSRF_COOKIE];
    const token = session?.session.csrfToken ?? (existing && /^[\w-]{43}$/.test(existing) ? existing : randomToken());
    setCsrfCookie(request, reply, token, cookieMaxAge);
    return reply.code(204).send();
  });

  const loginDocs = {
    public: true,
    operationId: "signIn",
    summary: "Sign in with email and password",
    throttled: true,
    responses: signedInUser,
  } as const;
  routes.post("/auth/login", { schema: { body: loginSchema }, config: { docs: loginDocs } }, async (request, reply) => {
    const result = await auth.login(await contextOf(request), request.body, await request.getAuth());
    setSessionCookies(request, reply, { ...result, maxAgeSeconds: result.maxAgeSeconds });
    return { data: result.user };
  });

  const logoutDocs = {
    public: true,
    operationId: "signOut",
    summary: "Sign out",
    responses: noContent("Signed out (or already); no body"),
  } as const;
  routes.post("/auth/logout", { config: { docs: logoutDocs } }, async (request, reply) => {
    await auth.logout(await request.getAuth());
    clearSessionCookie(request, reply);
    setCsrfCookie(request, reply, randomToken(), cookieMaxAge);
    return reply.code(204).send();
  });

  routes.get(
    "/auth/me",
    {
      onRequest: requireAuth,
      config: { docs: { operationId: "getSignedInUser", summary: "The signed-in user", responses: signedInUser } },
    },
    async (request) => ({
      data: toCurrentUser(await authOf(request)),
    }),
  );

  const publicMessage = (operationId: string, summary: string) =>
    ({ config: { docs: { public: true, operationId, summary, responses: statusMessage } } }) as const;
  routes.post(
    "/auth/forgot-password",
    {
      schema: { body: forgotPasswordSchema },
      ...publicMessage("requestPasswordReset", "Mail a password reset link"),
    },
    async (request) => {
      await auth.forgotPassword(await contextOf(request), request.body.email);
      return { message: AUTH_MESSAGES.resetLinkSent };
    },
  );

  routes.post(
    "/auth/reset-password",
    {
      schema: { body: resetPasswordSchema },
      ...publicMessage("resetPassword", "Set a new password with a reset link's token"),
    },
    async (request) => {
      await auth.redeemPasswordToken(await contextOf(request), "reset", request.body);
      return { message: AUTH_MESSAGES.passwordReset };
    },
  );

  routes.post(
    "/auth/set-password",
    {
      schema: { body: setPasswordSchema },
      ...publicMessage("acceptInvitation", "Set the first password with an invitation's token"),
    },
    async (request) => {
      await auth.redeemPasswordToken(await contextOf(request), "invitation", request.body);
      return { message: AUTH_MESSAGES.passwordSet };
    },
  );

  const passwordDocs = {
    operationId: "changePassword",
    summary: "Change the signed-in user's password",
    throttled: true,
    responses: statusMessage,
  } as const;
  routes.post(
    "/auth/password",
    { schema: { body: changePasswordSchema }, onRequest: requireAuth, config: { docs: passwordDocs } },
    async (request) => {
      await auth.changePassword(await contextOf(request), await authOf(request), request.body);
      return { message: AUTH_MESSAGES.passwordChanged };
    },
  );
}
