import { ROLE_NAMES } from "@froyo/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it, onTestFinished } from "vitest";
import { fakeApi } from "../../../test/fake-api";
import { makeUser } from "../../../test/fixtures";
import { makeKiosk } from "../../../test/kiosk-fixtures";
import { page } from "../../../test/list-fixtures";
import { renderWithApp } from "../../../test/render";
import { TestSwr } from "../../../test/swr";
import { makeDashboard } from "../dashboard-fixtures";
import { DashboardPage } from "./DashboardPage";

/** The bare domain: the app's domain is this very host, as for platform staff on the platform's own address. */
function onThePlatform() {
  const meta = Object.assign(document.createElement("meta"), { name: "app-domain", content: window.location.hostname });
  document.head.append(meta);
  onTestFinished(() => meta.remove());
}

function renderDashboard(user = makeUser(ROLE_NAMES.client)) {
  const api = fakeApi({
    "GET /api/kiosks": { status: 200, data: page([makeKiosk({ name: "Mall Kiosk" })]) },
    "GET /api/dashboard": { status: 200, data: { data: makeDashboard() } },
  });
  renderWithApp(
    <TestSwr>
      <DashboardPage />
    </TestSwr>,
    { user, route: "/dashboard" },
  );
  return api;
}

describe("dashboard page", () => {
  it("shows the key figures, then the kiosk fleet, as sections under the page's heading", async () => {
    renderDashboard();
    expect(screen.getByRole("heading", { name: "Home", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Key figures" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Kiosks" })).toBeInTheDocument();
    expect(await screen.findByText("Mall Kiosk")).toBeInTheDocument();
    expect(await screen.findByText("$124.50")).toBeInTheDocument();
  });

  it("leaves the fleet out, and asks nothing of the kiosks, without view kiosks", async () => {
    const api = renderDashboard(makeUser(ROLE_NAMES.client, { permissions: ["view dashboard"] }));
    expect(screen.getByRole("heading", { name: "Home", level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Kiosks" })).not.toBeInTheDocument();
    expect(await screen.findByText("$124.50")).toBeInTheDocument();
    expect(api.calls).toEqual(["GET /api/dashboard"]);
  });

  it("leaves the figures out, and does not ask for them, without view dashboard", async () => {
    const api = renderDashboard(makeUser(ROLE_NAMES.client, { permissions: ["view kiosks"] }));
    expect(await screen.findByText("Mall Kiosk")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Key figures" })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.startsWith("GET /api/dashboard"))).toBe(false);
  });

  it("shows platform staff on the bare domain no fleet, but the way to the companies", async () => {
    onThePlatform();
    const api = renderDashboard(makeUser(ROLE_NAMES.superAdmin));
    expect(screen.getByText("This is the platform")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Manage companies" })).toHaveAttribute("href", "/companies");
    expect(screen.queryByRole("region", { name: "Kiosks" })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
