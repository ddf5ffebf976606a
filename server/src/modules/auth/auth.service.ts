import { type CurrentUser, ERROR_MESSAGES } from "@froyo/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { PasswordTokenKind } from "../../db/schema/index.js";
import type { Database } from "../../db/types.js";
import {
  type Account,
  findAccountByEmail,
  findAccountById,
  normalizeEmail,
  recordSignIn,
  setPasswordHash,
} from "../../identity/accounts.repository.js";
import { toCurrentUser } from "../../identity/current-user.js";
import {
  consumePasswordToken,
  issuePasswordToken,
  liveTokenIssuedAt,
  RESET_TOKEN_MINUTES,
} from "../../identity/password-tokens.repository.js";
import { hashPassword, newPasswordProblems, verifyPassword } from "../../identity/passwords.js";
import type { Auth } from "../../identity/session.js";
import { deleteSession, deleteUserSessions, insertSession } from "../../identity/sessions.repository.js";
import type { Tenant } from "../../identity/tenancy.js";
import { hashToken, randomToken } from "../../identity/tokens.js";
import { companyLink } from "../../lib/company-link.js";
import { tooManyAttempts, ValidationError } from "../../lib/http-errors.js";
import type { Mailer } from "../../plugins/mailer.js";
import { passwordChangeKey, signInFromIpKey, signInToAccountKey } from "../../plugins/throttle-keys.js";
import { createThrottleStore, type ThrottleRule } from "../../plugins/throttle-store.js";
import { recordAudit } from "../audit/audit.service.js";

/** A second reset email within this time is not sent (the answer stays the same). */
const RESET_EMAIL_INTERVAL_MS = 60_000;

export const AUTH_MESSAGES = {
  resetLinkSent: "If that email address is registered, we have emailed a password reset link.",
  passwordReset: "Your password has been reset.",
  passwordSet: "Your password has been set.",
  passwordChanged: "Your password has been changed.",
  invalidResetToken: "This password reset link is invalid or has expired.",
  invalidInvitationToken: "This invitation link is invalid or has expired.",
  wrongCurrentPassword: "The provided password does not match your current password.",
} as const;

export interface RequestContext {
  tenant: Tenant;
  ip: string;
  userAgent: string | null;
}

export interface AuthServiceOptions {
  database: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  platformCompanyId: string;
  appUrl: string;
  sessionAbsoluteMinutes: number;
  throttle: { perEmail: number; perIp: number; decaySeconds: number };
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(options: AuthServiceOptions) {
  const { database, mailer, log, platformCompanyId } = options;
  const throttles = createThrottleStore(database);
  const { decaySeconds } = options.throttle;
  const failuresPerAccount: ThrottleRule = { limit: options.throttle.perEmail, windowSeconds: decaySeconds };
  const attemptsPerIp: ThrottleRule = { limit: options.throttle.perIp, windowSeconds: decaySeconds };

  /** Counts one hit on the key and refuses with 429 (Retry-After) once it is over its limit. */
  async function throttle(key: string, rule: ThrottleRule): Promise<void> {
    const wait = await throttles.hit(key, rule);
    if (wait > 0) throw tooManyAttempts(wait);
  }

  /**
   * The one account an email signs in to on a host. A platform account holding the email wins on every host, in
   * any status: a company admin can give a company account any address (invitations to platform addresses are
   * refused, but a company account may predate the platform one), and must never be able to make a platform
   * person's password be checked against, or a reset link be issued for, an account of the company. Otherwise a
   * company user signs in only on their company's subdomain; an unknown subdomain has no accounts.
   */
  async function findSignInAccount(tenant: Tenant, email: string): Promise<Account | undefined> {
    if (tenant.kind === "unknown") return undefined;
    const staff = await database.withTenant(platformCompanyId, (tx) =>
      findAccountByEmail(tx, platformCompanyId, email),
    );
    if (staff || tenant.kind === "platform") return staff;
    return database.withTenant(tenant.companyId, (tx) => findAccountByEmail(tx, tenant.companyId, email));
  }

  function assertAcceptablePassword(password: string, email: string) {
    const problems = newPasswordProblems(password, email);
    if (problems.length > 0) throw new ValidationError({ password: problems });
  }

  function subdomainOfCompany(companyId: string, tenant: Tenant): string | null {
    return companyId !== platformCompanyId && tenant.kind === "company" ? tenant.company.subdomain : null;
  }

  async function login(
    context: RequestContext,
    input: { email: string; password: string },
    previous: Auth | null,
  ): Promise<{ user: CurrentUser; sessionToken: string; csrfToken: string; maxAgeSeconds: number }> {
    const email = normalizeEmail(input.email);
    await throttle(signInFromIpKey(context.ip), attemptsPerIp);
    const account = await findSignInAccount(context.tenant, email);
    // The account aimed at (its company), else the host's tenant: never another tenant's account. Counted before
    // the password is checked, so parallel guesses cannot pass the limit; a right password clears it below.
    const throttleCompanyId = account?.companyId ?? context.tenant.companyId;
    const accountKey = throttleCompanyId ? signInToAccountKey(throttleCompanyId, context.ip, email) : null;
    if (accountKey) await throttle(accountKey, failuresPerAccount);

    const isValid = await verifyPassword(account?.status === "active" ? account.passwordHash : null, input.password);
    if (!account || !isValid) {
      const auditCompanyId = account?.companyId ?? context.tenant.companyId;
      if (auditCompanyId) {
        await database.withTenant(auditCompanyId, (tx) =>
          recordAudit(tx, {
            companyId: auditCompanyId,
            actorId: account?.id ?? null,
            actorEmail: normalizeEmail(input.email),
            action: "auth.login_failed",
            ip: context.ip,
          }),
        );
      }
      throw new ValidationError({ email: [ERROR_MESSAGES.invalidCredentials] });
    }
    if (accountKey) await throttles.clear(accountKey);

    const sessionToken = randomToken();
    const csrfToken = randomToken();
    const hostCompanyId = context.tenant.companyId as string;
    if (previous) {
      // A new session id at every sign-in: whatever id was set before (fixation) is dropped.
      await database.withTenant(previous.user.companyId, (tx) =>
        deleteSession(tx, previous.user.companyId, previous.session.tokenHash),
      );
    }
    await database.withTenant(account.companyId, async (tx) => {
      await insertSession(tx, {
        companyId: account.companyId,
        tokenHash: hashToken(sessionToken),
        userId: account.id,
        hostCompanyId,
        csrfToken,
        ip: context.ip,
        userAgent: context.userAgent?.slice(0, 512) ?? null,
        expiresAt: new Date(Date.now() + options.sessionAbsoluteMinutes * 60_000),
      });
      await recordSignIn(tx, account);
      await recordAudit(tx, {
        companyId: account.companyId,
        actorId: account.id,
        actorEmail: account.email,
        action: "auth.login",
        ip: context.ip,
      });
    });
    const tenant = context.tenant as Auth["tenant"];
    return {
      user: toCurrentUser({ user: account, tenant }),
      sessionToken,
      csrfToken,
      maxAgeSeconds: options.sessionAbsoluteMinutes * 60,
    };
  }

  async function logout(auth: Auth | null): Promise<void> {
    if (!auth) return;
    await database.withTenant(auth.user.companyId, (tx) =>
      deleteSession(tx, auth.user.companyId, auth.session.tokenHash),
    );
  }

  /**
   * Same answer, same work on the request path, whether the email exists or not: the look-up is all that is
   * awaited; issuing the token and sending the mail happen after the answer.
   */
  async function forgotPassword(context: RequestContext, email: string): Promise<void> {
    const account = await findSignInAccount(context.tenant, email);
    if (account?.status !== "active") return;
    sendResetLink(context, account).catch((error: unknown) =>
      log.error({ err: error, to: account.email }, "password reset mail failed"),
    );
  }

  async function sendResetLink(context: RequestContext, account: Account): Promise<void> {
    const token = await database.withTenant(account.companyId, async (tx) => {
      const issuedAt = await liveTokenIssuedAt(tx, account, "reset");
      if (issuedAt && Date.now() - issuedAt.getTime() < RESET_EMAIL_INTERVAL_MS) return null;
      return issuePasswordToken(tx, account, "reset", RESET_TOKEN_MINUTES);
    });
    if (!token) return;
    const link = companyLink(
      options.appUrl,
      subdomainOfCompany(account.companyId, context.tenant),
      `/password-reset/${token}`,
      { email: account.email },
    );
    await mailer.send({
      to: account.email,
      subject: "Reset your password",
      text: `Hello ${account.name},\n\nYou asked to reset your password. Open this link within ${RESET_TOKEN_MINUTES} minutes to choose a new one:\n\n${link}\n\nIf you did not ask for this, you can ignore this email.\n`,
    });
  }

  /** Reset (from forgot-password) or set (from an invitation): the token is used up and every session ends. */
  async function redeemPasswordToken(
    context: RequestContext,
    kind: PasswordTokenKind,
    input: { token: string; email: string; password: string },
  ): Promise<void> {
    const invalid = new ValidationError({
      email: [kind === "reset" ? AUTH_MESSAGES.invalidResetToken : AUTH_MESSAGES.invalidInvitationToken],
    });
    assertAcceptablePassword(input.password, input.email);
    const { tenant } = context;
    if (tenant.kind === "unknown") throw invalid;
    const account = await database.withTenant(tenant.companyId, (tx) =>
      findAccountByEmail(tx, tenant.companyId, input.email),
    );
    if (!account || account.status === "disabled") throw invalid;
    const passwordHash = await hashPassword(input.password);
    await database.withTenant(account.companyId, async (tx) => {
      if (!(await consumePasswordToken(tx, account, kind, input.token))) throw invalid;
      await setPasswordHash(tx, account, passwordHash, { activate: kind === "invitation" });
      await deleteUserSessions(tx, account);
      await recordAudit(tx, {
        companyId: account.companyId,
        actorId: account.id,
        actorEmail: account.email,
        action: kind === "reset" ? "auth.password_reset" : "auth.password_set",
        targetType: "user",
        targetId: account.id,
        ip: context.ip,
      });
    });
  }

  async function changePassword(
    context: RequestContext,
    auth: Auth,
    input: { current_password: string; password: string },
  ): Promise<void> {
    // Per user, not per email or address: only the holder of this session can use it up.
    const throttleKey = passwordChangeKey(auth.user);
    await throttle(throttleKey, failuresPerAccount);
    const { companyId, id } = auth.user;
    const account = await database.withTenant(companyId, (tx) => findAccountById(tx, companyId, id));
    if (!account || !(await verifyPassword(account.passwordHash, input.current_password))) {
      throw new ValidationError({ current_password: [AUTH_MESSAGES.wrongCurrentPassword] });
    }
    await throttles.clear(throttleKey);
    assertAcceptablePassword(input.password, account.email);
    const passwordHash = await hashPassword(input.password);
    await database.withTenant(companyId, async (tx) => {
      await setPasswordHash(tx, account, passwordHash);
      await deleteUserSessions(tx, account, auth.session.tokenHash);
      await recordAudit(tx, {
        companyId,
        actorId: account.id,
        actorEmail: account.email,
        action: "auth.password_changed",
        targetType: "user",
        targetId: account.id,
        ip: context.ip,
      });
    });
  }

  return { login, logout, forgotPassword, redeemPasswordToken, changePassword };
}
