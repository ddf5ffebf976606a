import { z } from "zod";
import { companyPublicSchema } from "./companies.schema.js";
import {
  EMAIL_INVALID,
  EMAIL_MAX,
  EMAIL_PATTERN,
  EMAIL_REQUIRED,
  EMAIL_TOO_LONG,
  LOGIN_PASSWORD_MAX,
  LOGIN_PASSWORD_TOO_LONG,
  PASSWORD_REQUIRED,
} from "./login-rules.js";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

// The pattern is zod's own, given explicitly so that login-rules.ts (the sign-in form's zod-free check) shares it.
const email = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .min(1, EMAIL_REQUIRED)
  .max(EMAIL_MAX, EMAIL_TOO_LONG)
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: EMAIL_INVALID }));

const newPassword = z
  .string({ error: "The password field is required." })
  .min(1, "The password field is required.")
  .min(PASSWORD_MIN, `The password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `The password must not be greater than ${PASSWORD_MAX} characters.`);

/**
 * The confirmation rule's message. The API answers it on `password`, as Laravel's `confirmed` rule does; a form shows
 * it under the confirmation field, the one to correct.
 */
export const PASSWORD_NOT_CONFIRMED = "The password field confirmation does not match.";

/** Rules that need both fields: confirmation and "not the email". The common-password rule is server-only. */
function withPasswordPairRules<
  T extends z.ZodObject<{ password: typeof newPassword; password_confirmation: z.ZodString }>,
>(schema: T, emailOf: (value: z.infer<T>) => string | undefined) {
  return schema.superRefine((value, ctx) => {
    const v = value as { password: string; password_confirmation: string };
    if (v.password !== v.password_confirmation) {
      ctx.addIssue({ code: "custom", path: ["password"], message: PASSWORD_NOT_CONFIRMED });
    }
    const mail = emailOf(value as z.infer<T>);
    if (mail && v.password.trim().toLowerCase() === mail.trim().toLowerCase()) {
      ctx.addIssue({ code: "custom", path: ["password"], message: "The password must not be your email address." });
    }
  });
}

export const loginSchema = z.object({
  email,
  password: z
    .string({ error: PASSWORD_REQUIRED })
    .min(1, PASSWORD_REQUIRED)
    .max(LOGIN_PASSWORD_MAX, LOGIN_PASSWORD_TOO_LONG),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

const tokenPair = {
  token: z.string({ error: "The token field is required." }).min(1, "The token field is required.").max(256),
  email,
  password: newPassword,
  password_confirmation: z.string({ error: "The password confirmation field is required." }),
};

export const resetPasswordSchema = withPasswordPairRules(z.object(tokenPair), (v) => v.email);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const setPasswordSchema = resetPasswordSchema;
export type SetPasswordInput = ResetPasswordInput;

/** The email is not part of this payload; the server adds the "not the email" check itself. */
export const changePasswordSchema = withPasswordPairRules(
  z.object({
    current_password: z
      .string({ error: "The current password field is required." })
      .min(1, "The current password field is required.")
      .max(1024),
    password: newPassword,
    password_confirmation: z.string({ error: "The password confirmation field is required." }),
  }),
  () => undefined,
);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** `GET /auth/me` → `.data`. */
export const currentUserSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  /** The role's kind: a client reaches only what they own (their kiosks and their sales). */
  type: z.enum(["staff", "client"]),
  permissions: z.array(z.string()),
  company: companyPublicSchema.nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const statusMessageSchema = z.object({ message: z.string() });
