import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  LoginInput,
  ResetPasswordInput,
  SetPasswordInput,
} from "@froyo/contracts";
import { lazyResolver } from "../../../lib/lazy-resolver";

const load = () => import("./auth-resolvers");

export const lazyLoginResolver = lazyResolver<LoginInput>(async () => (await load()).loginResolver);
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
