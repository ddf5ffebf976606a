import { z } from "zod";

/** The documented error bodies. Every non-2xx answer of the API has one of these shapes. */
export const ERROR_MESSAGES = {
  unauthenticated: "Unauthenticated.",
  unauthorized: "This action is unauthorized.",
  csrfMismatch: "CSRF token mismatch.",
  notFound: "Not found.",
  companyNotFound: "Company not found",
  tooManyAttempts: "Too many attempts. Please try again later.",
  tooManyExports: "Too many exports are running. Please wait for one to finish and try again.",
  invalidCredentials: "These credentials do not match our records.",
  invalidToken: "This password link is invalid or has expired.",
  serverError: "Server Error",
  validation: "The given data was invalid.",
} as const;

export const messageErrorSchema = z.object({ message: z.string() });
export const validationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
