/**
 * The sign-in form's rules without zod: what `loginSchema` (auth.schema.ts) accepts and refuses, with its messages,
 * as plain code. The sign-in page and the first visit to Home must not download zod (about 20 KB) for two fields
 * (issue 22); the server keeps validating with `loginSchema`, and auth.schema.test.ts holds the two together.
 */

/** zod's own email pattern (`z.regexes.email`, less its needless escapes), given to `loginSchema`'s email rule explicitly. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const EMAIL_MAX = 254;
export const LOGIN_PASSWORD_MAX = 1024;

export const EMAIL_REQUIRED = "The email field is required.";
export const EMAIL_TOO_LONG = `The email must not be greater than ${EMAIL_MAX} characters.`;
export const EMAIL_INVALID = "The email must be a valid email address.";
export const PASSWORD_REQUIRED = "The password field is required.";
export const LOGIN_PASSWORD_TOO_LONG = `The password must not be greater than ${LOGIN_PASSWORD_MAX} characters.`;

export type LoginCheck =
  | { ok: true; values: { email: string; password: string } }
  | { ok: false; errors: { email?: string; password?: string } };

/** The first broken rule of each field, in `loginSchema`'s order; on success the values as it outputs them. */
export function checkLogin(input: { email?: unknown; password?: unknown }): LoginCheck {
  const errors: { email?: string; password?: string } = {};
  const email = typeof input.email === "string" ? input.email.trim() : undefined;
  if (email === undefined || email.length < 1) errors.email = EMAIL_REQUIRED;
  else if (email.length > EMAIL_MAX) errors.email = EMAIL_TOO_LONG;
  else if (!EMAIL_PATTERN.test(email)) errors.email = EMAIL_INVALID;

  const password = typeof input.password === "string" ? input.password : undefined;
  if (password === undefined || password.length < 1) errors.password = PASSWORD_REQUIRED;
  else if (password.length > LOGIN_PASSWORD_MAX) errors.password = LOGIN_PASSWORD_TOO_LONG;

  if (errors.email || errors.password || email === undefined || password === undefined) return { ok: false, errors };
  return { ok: true, values: { email, password } };
}
