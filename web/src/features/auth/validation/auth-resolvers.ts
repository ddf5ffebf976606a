import {
  type ChangePasswordInput,
  changePasswordSchema,
  type ForgotPasswordInput,
  forgotPasswordSchema,
  type ResetPasswordInput,
  resetPasswordSchema,
  type SetPasswordInput,
  setPasswordSchema,
} from "@froyo/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";

// The auth forms validate with the shared schemas (the sign-in form without zod: login-resolver.ts). This module (zod included) is loaded lazily: see lazy-resolver.ts.
export const forgotPasswordResolver: Resolver<ForgotPasswordInput> = zodResolver(forgotPasswordSchema);
export const resetPasswordResolver: Resolver<ResetPasswordInput> = zodResolver(resetPasswordSchema);
export const setPasswordResolver: Resolver<SetPasswordInput> = zodResolver(setPasswordSchema);
export const changePasswordResolver: Resolver<ChangePasswordInput> = zodResolver(changePasswordSchema);
