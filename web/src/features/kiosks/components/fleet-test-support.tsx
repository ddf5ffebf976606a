import type { CurrentUser } from "@froyo/contracts";
import { ToastHost } from "../../../app/ToastHost";
import { useSelectedId } from "../../../lib/selected-id";
import { type FakeRoutes, fakeApi } from "../../../test/fake-api";
import { makeUser } from "../../../test/fixtures";
import { type RenderOptions, renderWithApp } from "../../../test/render";
import { TestSwr } from "../../../test/swr";
import { KioskFleet } from "./KioskFleet";

/** Shows the app-wide selected id, so tests can assert what selecting a kiosk set. */
function SelectedIdProbe() {
  return <output data-testid="selected-id">{useSelectedId().selectedId ?? ""}</output>;
}

export interface RenderFleetOptions {
  user?: CurrentUser;
  route?: string;
  settings?: RenderOptions["settings"];
}

/** The fleet inside the app's providers, against a fake API (test support, never imported by the app). */
export function renderFleet(routes: FakeRoutes, options: RenderFleetOptions = {}) {
  const api = fakeApi({ "GET /api/timezones": { status: 200, data: { data: ["UTC", "Europe/Paris"] } }, ...routes });
  const result = renderWithApp(
    <TestSwr>
      <KioskFleet />
      <SelectedIdProbe />
      <ToastHost />
    </TestSwr>,
    {
      user: options.user ?? makeUser("Company Admin"),
      route: options.route ?? "/dashboard",
      settings: options.settings,
    },
  );
  return { api, ...result };
}

/** The JSON body of the requests sent to `method url`. */
export function bodiesOf(api: ReturnType<typeof fakeApi>, method: string, url: string): unknown[] {
  return api.requests
    .filter((request) => request.method === method && request.url === url)
    .map((request) => JSON.parse(String(request.data)));
}
