import { users } from "../../db/schema/index.js";
import type { Tx } from "../../db/types.js";
import { INVITATION_TOKEN_MINUTES, issuePasswordToken } from "../../identity/password-tokens.repository.js";
import { companyLink } from "../../lib/company-link.js";
import type { MailMessage } from "../../plugins/mailer.js";

export interface FirstAdmin {
  name: string;
  email: string;
}

/**
 * The new company's first Company Admin: an invited user (no password) with a set-password token. Runs inside the
 * company's creating transaction, in the new company's tenant, given its Company Admin role. Returns the raw token.
 */
export async function inviteFirstAdmin(
  tx: Tx,
  companyId: string,
  roleId: string | undefined,
  admin: FirstAdmin,
): Promise<string> {
  if (!roleId) throw new Error("The new company has no Company Admin role.");
  const [user] = await tx
    .insert(users)
    .values({ companyId, roleId, name: admin.name, email: admin.email, status: "invited" })
    .returning({ id: users.id });
  if (!user) throw new Error("The invited admin was not inserted.");
  return issuePasswordToken(tx, { companyId, id: user.id }, "invitation", INVITATION_TOKEN_MINUTES);
}

/** The link points at the new company's own subdomain, where the admin will sign in. */
export function firstAdminMail(
  appUrl: string,
  company: { name: string; subdomain: string },
  admin: FirstAdmin,
  token: string,
): MailMessage {
  const link = companyLink(appUrl, company.subdomain, `/set-password/${token}`, { email: admin.email });
  const days = INVITATION_TOKEN_MINUTES / (24 * 60);
  return {
    to: admin.email,
    subject: `You are invited to manage ${company.name}`,
    text: `Hello ${admin.name},\n\nYou have been made the administrator of ${company.name}. Open this link within ${days} days to choose your password:\n\n${link}\n\nIf you did not expect this, you can ignore this email.\n`,
  };
}
