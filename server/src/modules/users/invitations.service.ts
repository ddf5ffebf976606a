import type { InviteUserInput, User } from "@froyo/contracts";
import type { FastifyBaseLogger } from "fastify";
import { isUniqueViolation } from "../../db/constraint-errors.js";
import type { Database } from "../../db/types.js";
import { isPlatformStaffEmail } from "../../identity/accounts.repository.js";
import { EMAIL_TAKEN, isEmailTakenForNewAccount } from "../../identity/email-availability.js";
import { INVITATION_TOKEN_MINUTES, issuePasswordToken } from "../../identity/password-tokens.repository.js";
import type { Scope } from "../../identity/scope.js";
import { findCompanyById } from "../../identity/tenants.repository.js";
import { companyLink } from "../../lib/company-link.js";
import { fieldError, notFound } from "../../lib/http-errors.js";
import { isUuid } from "../../lib/uuid.js";
import type { Mailer } from "../../plugins/mailer.js";
import { recordAudit } from "../audit/audit.service.js";
import { findRoleById } from "../roles/roles.service.js";
import { findUserById, insertInvitedUser, toUser } from "./users.repository.js";

export const INVITATION_MESSAGES = {
  emailTaken: EMAIL_TAKEN,
  roleInvalid: "The selected role is invalid.",
  notInvited: "Only an invited user can be sent an invitation; this one has already set a password.",
  resent: "The invitation has been sent again.",
} as const;

export interface InvitationsOptions {
  database: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  appUrl: string;
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;

/** Inviting users: an 'invited' user without a password, and a 7-day set-password link by email. */
export function createInvitationsService(options: InvitationsOptions) {
  const { database, mailer, log } = options;

  /**
   * Sent after the commit: a mail server that is down never undoes the invitation. A failure is logged, and the
   * admin can resend from the list (the user stays 'invited').
   */
  async function mailInvitation(scope: Scope, user: User, token: string): Promise<void> {
    try {
      const company = await findCompanyById(database.db, scope.companyId);
      if (!company) throw new Error("The company of the invitation is gone.");
      const subdomain = company.isPlatform ? null : company.subdomain;
      const link = companyLink(options.appUrl, subdomain, `/set-password/${token}`, { email: user.email });
      const days = Math.round(INVITATION_TOKEN_MINUTES / (24 * 60));
      await mailer.send({
        to: user.email,
        subject: `You're invited to ${company.name}`,
        text: `Hello ${user.name},\n\n${scope.actor.name} invited you to the ${company.name} back office as ${user.role.name}. Open this link within ${days} days to choose your password:\n\n${link}\n\nIf you did not expect this, you can ignore this email.\n`,
      });
    } catch (error) {
      log.error({ err: error, to: user.email }, "invitation mail failed");
    }
  }

  async function inviteUser(scope: Scope, input: InviteUserInput): Promise<User> {
    const { companyId } = scope;
    const invited = await database
      .withTenant(companyId, async (tx) => {
        const role = await findRoleById(tx, companyId, input.role_id);
        if (!role) throw fieldError("role_id", INVITATION_MESSAGES.roleInvalid);
        const company = { id: companyId, isPlatform: scope.isPlatform };
        if (await isEmailTakenForNewAccount(tx, company, input.email)) {
          throw fieldError("email", INVITATION_MESSAGES.emailTaken);
        }
        const id = await insertInvitedUser(tx, { companyId, roleId: role.id, name: input.name, email: input.email });
        const token = await issuePasswordToken(tx, { companyId, id }, "invitation", INVITATION_TOKEN_MINUTES);
        await recordAudit(tx, {
          companyId,
          actorId: scope.actor.id,
          actorEmail: scope.actor.email,
          action: "users.invite",
          targetType: "user",
          targetId: id,
          changes: {
            name: { from: null, to: input.name },
            email: { from: null, to: input.email },
            role: { from: null, to: role.name },
          },
          ip: scope.ip,
        });
        const row = await findUserById(tx, companyId, id);
        if (!row) throw new Error("The invited user is missing.");
        return { user: toUser(row), token };
      })
      .catch((error: unknown) => {
        // Two invitations of one address at once: the unique key decides, and the loser gets the usual answer.
        throw isUniqueViolation(error) ? fieldError("email", INVITATION_MESSAGES.emailTaken) : error;
      });
    await mailInvitation(scope, invited.user, invited.token);
    return invited.user;
  }

  /** A new link replaces the older one, which stops working at once (one live token per user and kind). */
  async function resendInvitation(scope: Scope, id: string): Promise<void> {
    if (!isUuid(id)) throw notFound();
    const { companyId } = scope;
    const resent = await database.withTenant(companyId, async (tx) => {
      const row = await findUserById(tx, companyId, id);
      if (!row) throw notFound();
      if (row.status !== "invited") throw fieldError("status", INVITATION_MESSAGES.notInvited);
      // A company account that predates a platform account with its address is never mailed a company link.
      if (!scope.isPlatform && (await isPlatformStaffEmail(tx, row.email))) {
        throw fieldError("email", INVITATION_MESSAGES.emailTaken);
      }
      const token = await issuePasswordToken(tx, row, "invitation", INVITATION_TOKEN_MINUTES);
      await recordAudit(tx, {
        companyId,
        actorId: scope.actor.id,
        actorEmail: scope.actor.email,
        action: "users.resend_invitation",
        targetType: "user",
        targetId: id,
        ip: scope.ip,
      });
      return { user: toUser(row), token };
    });
    await mailInvitation(scope, resent.user, resent.token);
  }

  return { inviteUser, resendInvitation };
}
