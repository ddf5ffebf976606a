import { PASSWORD_NOT_CONFIRMED } from "@froyo/contracts";
import type { FieldErrors } from "react-hook-form";

/**
 * The messages under a new password and its confirmation. A mismatch comes on `password` (the shared schema and
 * the API follow Laravel's `confirmed` rule) but it is the confirmation that needs correcting: it is shown there.
 */
export function passwordPairErrors(errors: FieldErrors<{ password: string; password_confirmation: string }>): {
  password: string | undefined;
  confirmation: string | undefined;
} {
  const password = errors.password?.message;
  const confirmation = errors.password_confirmation?.message;
  if (password === PASSWORD_NOT_CONFIRMED) return { password: undefined, confirmation: confirmation ?? password };
  return { password, confirmation };
}
