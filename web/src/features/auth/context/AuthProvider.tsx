import type { CurrentUser, LoginInput } from "@froyo/contracts";
import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useState } from "react";
import { errorMessage } from "../../../lib/api-error";
import { browserLocation } from "../../../lib/browser-location";
import { logger } from "../../../lib/logger";
import { setUnauthenticatedListener } from "../../../lib/unauthenticated";
import { getCurrentUser } from "../api/get-current-user";
import { login } from "../api/login";
import { logout } from "../api/logout";
import { AuthContext, type AuthContextValue } from "./auth-context";

interface SessionState {
  user: CurrentUser | null;
  loading: boolean;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionState>({ user: null, loading: true });

  useEffect(() => {
    let active = true;
    // Transitions: the first real screen renders in slices instead of one long task.
    getCurrentUser()
      .then((user) => active && startTransition(() => setSession({ user, loading: false })))
      .catch(() => {
        // Signed out (401) or unreachable: the http client has already logged the failed call.
        if (active) startTransition(() => setSession({ user: null, loading: false }));
      });
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    // An expired session anywhere signs the user out here; the guard then sends them to sign-in with a returnTo.
    // (The start-up /auth/me and a sign-in attempt answer for themselves.)
    setUnauthenticatedListener((url) => {
      if (url !== "/auth/me" && url !== "/auth/login") setSession({ user: null, loading: false });
    });
    return () => setUnauthenticatedListener(undefined);
  }, []);

  const signIn = useCallback(async (input: LoginInput) => {
    const user = await login(input);
    setSession({ user, loading: false });
  }, []);

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      logger.warn(`Logout failed: ${errorMessage(error, "unknown error")}`);
    }
    // Spec: logout refreshes the page, which also drops every cached screen of the previous user.
    browserLocation.reload();
  }, []);

  const value = useMemo<AuthContextValue>(() => ({ ...session, signIn, signOut }), [session, signIn, signOut]);
  return <AuthContext value={value}>{children}</AuthContext>;
}
