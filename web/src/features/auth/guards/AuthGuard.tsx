import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { FullScreenLoader } from "../../../components/FullScreenLoader";
import { useAuth } from "../context/auth-context";

/** Signed-in users see the page; others go to sign-in with a returnTo of where they were going. */
export function AuthGuard({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <FullScreenLoader />;
  if (!user) {
    const returnTo = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/sign-in?returnTo=${returnTo}`} replace />;
  }
  return children;
}
