import type { CurrentUser, LoginInput } from "@froyo/contracts";
import { createContext, use } from "react";

export interface AuthContextValue {
  /** The signed-in user, or null when signed out (or not known yet: see `loading`). */
  user: CurrentUser | null;
  /** True while the start-up session fetch is in flight. */
  loading: boolean;
  /** Signs in; rejects with an ApiError (422 field errors, 429, ...). */
  signIn: (input: LoginInput) => Promise<void>;
  /** Signs out and reloads the page; a failed logout is only logged. */
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const context = use(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
