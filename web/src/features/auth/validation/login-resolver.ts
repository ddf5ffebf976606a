import { checkLogin, type LoginInput } from "@froyo/contracts";
import type { FieldErrors, Resolver } from "react-hook-form";

/**
 * The sign-in form's validation: `loginSchema`'s rules and messages as plain code (contracts/src/login-rules.ts), so
 * neither the sign-in page nor the first visit to Home downloads zod for two fields. The other auth forms keep the
 * shared schemas, loaded lazily (lazy-auth-resolvers.ts).
 */
export const loginResolver: Resolver<LoginInput> = (values) => {
  const check = checkLogin(values);
  if (check.ok) return { values: check.values, errors: {} };
  const errors: FieldErrors<LoginInput> = {};
  if (check.errors.email) errors.email = { type: "validate", message: check.errors.email };
  if (check.errors.password) errors.password = { type: "validate", message: check.errors.password };
  return { values: {}, errors };
};
