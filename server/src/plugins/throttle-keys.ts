/**
 * The keys of every throttle, in one place so that two never collide. Parts are joined with "|", and the only
 * part a client chooses freely (an email) comes last: "a|b" can be read back one way only.
 */

/** Every sign-in attempt from one client address, whatever the account or host. */
export const signInFromIpKey = (ip: string) => `sign-in:ip|${ip}`;

/**
 * Failed sign-ins on one account (its company and email) from one client address, as Laravel's email|ip key. The
 * address in the key means that nobody elsewhere can lock the account; the company means that attempts aimed at
 * another tenant (another subdomain, the bare domain) never count against it.
 */
export const signInToAccountKey = (companyId: string, ip: string, email: string) =>
  `sign-in:account|${companyId}|${ip}|${email}`;

/** Kiosk API keys checked from one client address and not (yet) found good: guesses, mostly (device-key-gate.ts). */
export const deviceKeyChecksFromIpKey = (ip: string) => `device-key:ip|${ip}`;

/** Wrong current passwords of a signed-in user (only their own session can raise it). */
export const passwordChangeKey = (user: { companyId: string; id: string }) =>
  `password-change|${user.companyId}|${user.id}`;

/** Support tickets submitted by one user. */
export const supportTicketKey = (user: { companyId: string; id: string }) =>
  `support-ticket|${user.companyId}|${user.id}`;

/** Wrong answers to a company's training manual password by one user. */
export const manualPasswordKey = (user: { companyId: string; id: string }) =>
  `manual-password|${user.companyId}|${user.id}`;
