import { BrowserRouter } from "react-router";
import { PageErrorBoundary } from "../components/PageErrorBoundary";
import { AuthProvider } from "../features/auth/context/AuthProvider";
import { UserPermissionProvider } from "../features/auth/context/UserPermissionProvider";
import { TenantProvider } from "../features/tenancy/components/TenantProvider";
import { AppRoutes } from "./AppRoutes";
import { BrandedTheme } from "./BrandedTheme";
import { TenantGate } from "./TenantGate";
import { ToastHost } from "./ToastHost";

/**
 * Providers, outermost first: tenant (subdomain check), session, branding, permissions, then the routes.
 * SWR's configuration lives in the dashboard shell, the only place that fetches through SWR.
 */
export function App() {
  return (
    <TenantProvider>
      <AuthProvider>
        <BrandedTheme>
          <UserPermissionProvider>
            <TenantGate>
              <BrowserRouter>
                <PageErrorBoundary>
                  <AppRoutes />
                </PageErrorBoundary>
              </BrowserRouter>
            </TenantGate>
          </UserPermissionProvider>
          <ToastHost />
        </BrandedTheme>
      </AuthProvider>
    </TenantProvider>
  );
}
