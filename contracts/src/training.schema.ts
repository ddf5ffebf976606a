import { z } from "zod";

/**
 * `GET /api/training` → `.data`: what the Training menu of the user's company offers. The manual's URL is only
 * ever sent by `POST /api/training/manual` (after its password, when the company set one).
 */
export const trainingSchema = z.object({
  /** Opened in a new tab with no prompt; null hides the entry. */
  tutorial_url: z.string().nullable(),
  /** False hides the manual entry (the POST would answer 404). */
  has_manual: z.boolean(),
  /** True: ask for the password first (seed section 4); false: POST without a password. */
  manual_requires_password: z.boolean(),
});
export type Training = z.infer<typeof trainingSchema>;

export const MANUAL_PASSWORD_MAX = 128;

/** `POST /api/training/manual`: the password the user typed (leave it out when none is required). */
export const manualPasswordSchema = z.strictObject({
  password: z
    .string({ error: "The password must be text." })
    .max(MANUAL_PASSWORD_MAX, `The password must not be greater than ${MANUAL_PASSWORD_MAX} characters.`)
    .optional(),
});
export type ManualPasswordInput = z.infer<typeof manualPasswordSchema>;

/** `POST /api/training/manual` → `.data`: the manual's link, to open in a new tab. */
export const manualLinkSchema = z.object({ url: z.string() });
export type ManualLink = z.infer<typeof manualLinkSchema>;

/** Wrong answers per user per minute before 429 (with Retry-After). */
export const MANUAL_ATTEMPTS_PER_MINUTE = 5;

/** The seed's texts (section 4): the prompt, and the alert (also the 422's message for a wrong password). */
export const TRAINING_MESSAGES = {
  manualPasswordPrompt: "Please enter password to download the manual:",
  incorrectPassword: "Incorrect password",
} as const;
