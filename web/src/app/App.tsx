import { Suspense } from "react";
import { BrowserRouter } from "react-router";
import { BootSplash } from "../components/BootSplash";
import { PageErrorBoundary } from "../components/PageErrorBoundary";
import { AuthProvider, UserPermissionProvider } from "../features/auth";
import { TenantProvider } from "../features/tenancy";
import type { LanguageCode } from "../i18n/languages";
import { SelectedIdProvider } from "../lib/selected-id";
import { SettingsProvider } from "../settings/SettingsProvider";
import type { Settings } from "../settings/settings";
import { AppRoutes } from "./AppRoutes";
import { BrandedTheme } from "./BrandedTheme";
import { TenantGate } from "./TenantGate";
import { ToastHost } from "./ToastHost";

interface AppProps {
  language: LanguageCode;
  settings: Settings;
}

/**
 * Providers, outermost first: display settings and language, tenant (subdomain check), session, branding,
 * permissions, the app-wide selected id, then the routes. SWR's configuration lives in the dashboard shell, the only
 * place that fetches through SWR.
 */
export function App({ language, settings }: AppProps) {
  return (
    <SettingsProvider language={language} initialSettings={settings}>
      <Suspense fallback={<BootSplash />}>
        <TenantProvider>
          <AuthProvider>
            <BrandedTheme>
              <UserPermissionProvider>
                <SelectedIdProvider>
                  <TenantGate>
                    <BrowserRouter>
                      <PageErrorBoundary>
                        <AppRoutes />
                      </PageErrorBoundary>
                    </BrowserRouter>
                  </TenantGate>
                </SelectedIdProvider>
              </UserPermissionProvider>
              <ToastHost />
            </BrandedTheme>
          </AuthProvider>
        </TenantProvider>
      </Suspense>
    </SettingsProvider>
  );
}
