import type { Tx } from "../db/types.js";
import { emailTaken, isPlatformStaffEmail, lockUserEmail } from "./accounts.repository.js";

/** The answer for an address that is taken, whoever holds it: it never tells a company where. */
export const EMAIL_TAKEN = "The email has already been taken.";

/**
 * Whether a new account of the company may not take `email`: one of its users has it, or, for a company (not the
 * platform itself), platform staff do. A company account with a staff address would shadow the staff member on
 * that subdomain and mail them the company's invitation, so it is refused with the usual "taken" answer. The
 * platform may take an address a company uses (docs/decisions/013-shared-throttles.md): a company could otherwise
 * keep the platform from hiring someone, and sign-in always picks the platform account.
 *
 * Call it inside the transaction that creates the account: the lock makes a platform account for the same
 * address, created at the same moment, commit either before this check (and be seen) or after this transaction.
 */
export async function isEmailTakenForNewAccount(
  tx: Tx,
  company: { id: string; isPlatform: boolean },
  email: string,
): Promise<boolean> {
  await lockUserEmail(tx, email);
  if (await emailTaken(tx, company.id, email)) return true;
  return !company.isPlatform && (await isPlatformStaffEmail(tx, email));
}
