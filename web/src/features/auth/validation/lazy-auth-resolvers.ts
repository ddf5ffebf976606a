import type { ChangePasswordInput, ForgotPasswordInput, ResetPasswordInput, SetPasswordInput } from "@froyo/contracts";
import { preloadHttp } from "../../../lib/lazy-http";
import { lazyResolver } from "../../../lib/lazy-resolver";

/** Validation code arrives on the form's first keystroke; the HTTP client its submit needs comes along then too. */
const load = () => {
  preloadHttp();
  return import("./auth-resolvers");
};

export const lazyForgotPasswordResolver = lazyResolver<ForgotPasswordInput>(
  async () => (await load()).forgotPasswordResolver,
);
export const lazyResetPasswordResolver = lazyResolver<ResetPasswordInput>(
  async () => (await load()).resetPasswordResolver,
);
export const lazySetPasswordResolver = lazyResolver<SetPasswordInput>(async () => (await load()).setPasswordResolver);
export const lazyChangePasswordResolver = lazyResolver<ChangePasswordInput>(
  async () => (await load()).changePasswordResolver,
);
