import type { ReactNode } from "react";
import { useAuth } from "../features/auth";
import { useTenant } from "../features/tenancy";
import { AppThemeProvider } from "../theme/AppThemeProvider";

/** The signed-in user's company brands the dashboard; before sign-in (or without one) the subdomain's company does. */
export function BrandedTheme({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const { company } = useTenant();
  return <AppThemeProvider company={user?.company ?? company}>{children}</AppThemeProvider>;
}
