import type { ReactNode } from "react";
import { Navigate, useSearchParams } from "react-router";
import { FullScreenLoader } from "../../../components/FullScreenLoader";
import { safeReturnTo } from "../../../lib/safe-return-to";
import { useAuth } from "../context/auth-context";

const DEFAULT_AFTER_SIGN_IN = "/dashboard";
/** Guest-only pages: never a returnTo target, or a signed-in user would bounce between guards. */
const GUEST_ONLY_PREFIXES = ["/sign-in", "/forgot-password", "/password-reset", "/set-password"];

function afterSignIn(returnTo: string | null): string {
  const target = safeReturnTo(returnTo, DEFAULT_AFTER_SIGN_IN);
  return GUEST_ONLY_PREFIXES.some((prefix) => target.startsWith(prefix)) ? DEFAULT_AFTER_SIGN_IN : target;
}

/**
 * Public pages are for signed-out visitors. A signed-in user (including one who just signed in here) moves on to
 * the returnTo path when it is a safe same-origin path, else to /dashboard.
 */
export function GuestGuard({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const [searchParams] = useSearchParams();
  if (loading) return <FullScreenLoader />;
  if (user) return <Navigate to={afterSignIn(searchParams.get("returnTo"))} replace />;
  return children;
}
