import type { CurrentUser } from "@froyo/contracts";
import { render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { vi } from "vitest";
import { AuthContext, type AuthContextValue } from "../features/auth/context/auth-context";
import { PermissionProvider } from "../lib/permissions";
import { AppThemeProvider } from "../theme/AppThemeProvider";

export interface RenderOptions {
  /** The signed-in user; null = signed out. */
  user?: CurrentUser | null;
  loading?: boolean;
  /** Starting address, e.g. "/orders?page=2". */
  route?: string;
  auth?: Partial<AuthContextValue>;
}

/** Shows the router's current location, so tests can assert where a redirect went. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function AppProviders({ auth, route, children }: { auth: AuthContextValue; route: string; children: ReactNode }) {
  return (
    <AuthContext value={auth}>
      <PermissionProvider permissions={auth.user?.permissions} actor={auth.user}>
        <AppThemeProvider company={auth.user?.company ?? null}>
          <MemoryRouter initialEntries={[route]}>
            {children}
            <LocationProbe />
          </MemoryRouter>
        </AppThemeProvider>
      </PermissionProvider>
    </AuthContext>
  );
}

/** Renders `ui` inside the app's providers with a chosen session, without the network. */
export function renderWithApp(ui: ReactElement, options: RenderOptions = {}) {
  const { user = null, loading = false, route = "/", auth: overrides } = options;
  const auth: AuthContextValue = {
    user,
    loading,
    signIn: vi.fn(async () => undefined),
    signOut: vi.fn(async () => undefined),
    ...overrides,
  };
  return {
    ...render(
      <AppProviders auth={auth} route={route}>
        {ui}
      </AppProviders>,
    ),
    auth,
  };
}
