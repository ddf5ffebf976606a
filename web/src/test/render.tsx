import type { CurrentUser } from "@froyo/contracts";
import { render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { vi } from "vitest";
import { AuthContext, type AuthContextValue } from "../features/auth/context/auth-context";
import { PermissionProvider } from "../lib/permissions";
import { SelectedIdProvider } from "../lib/selected-id";
import { SettingsProvider } from "../settings/SettingsProvider";
import { DEFAULT_SETTINGS, type Settings } from "../settings/settings";
import { AppThemeProvider } from "../theme/AppThemeProvider";

export interface RenderOptions {
  /** The signed-in user; null = signed out. */
  user?: CurrentUser | null;
  loading?: boolean;
  /** Starting address, e.g. "/orders?page=2". */
  route?: string;
  auth?: Partial<AuthContextValue>;
  /** Display settings (defaults unless given). */
  settings?: Partial<Settings>;
}

/** Shows the router's current location, so tests can assert where a redirect went. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

interface AppProvidersProps {
  auth: AuthContextValue;
  route: string;
  settings: Settings;
  children: ReactNode;
}

function AppProviders({ auth, route, settings, children }: AppProvidersProps) {
  return (
    <SettingsProvider language="en" initialSettings={settings}>
      <AuthContext value={auth}>
        <PermissionProvider permissions={auth.user?.permissions} actor={auth.user}>
          <AppThemeProvider company={auth.user?.company ?? null}>
            <SelectedIdProvider>
              <MemoryRouter initialEntries={[route]}>
                {children}
                <LocationProbe />
              </MemoryRouter>
            </SelectedIdProvider>
          </AppThemeProvider>
        </PermissionProvider>
      </AuthContext>
    </SettingsProvider>
  );
}

/** Renders `ui` inside the app's providers with a chosen session, without the network. */
export function renderWithApp(ui: ReactElement, options: RenderOptions = {}) {
  const { user = null, loading = false, route = "/", auth: overrides, settings } = options;
  const auth: AuthContextValue = {
    user,
    loading,
    signIn: vi.fn(async () => undefined),
    signOut: vi.fn(async () => undefined),
    ...overrides,
  };
  return {
    ...render(
      <AppProviders auth={auth} route={route} settings={{ ...DEFAULT_SETTINGS, ...settings }}>
        {ui}
      </AppProviders>,
    ),
    auth,
  };
}
