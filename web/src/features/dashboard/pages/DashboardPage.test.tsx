import { ROLE_NAMES } from "@froyo/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it, onTestFinished } from "vitest";
import { fakeApi } from "../../../test/fake-api";
import { makeUser } from "../../../test/fixtures";
import { makeKiosk } from "../../../test/kiosk-fixtures";
import { page } from "../../../test/list-fixtures";
import { renderWithApp } from "../../../test/render";
import { TestSwr } from "../../../test/swr";
import { DashboardPage } from "./DashboardPage";

/** The bare domain: the app's domain is this very host, as for platform staff on the platform's own address. */
function onThePlatform() {
  const meta = Object.assign(document.createElement("meta"), { name: "app-domain", content: window.location.hostname });
  document.head.append(meta);
  onTestFinished(() => meta.remove());
}

function renderDashboard(user = makeUser(ROLE_NAMES.client)) {
  const api = fakeApi({ "GET /api/kiosks": { status: 200, data: page([makeKiosk({ name: "Mall Kiosk" })]) } });
  renderWithApp(
    <TestSwr>
      <DashboardPage />
    </TestSwr>,
    { user, route: "/dashboard" },
  );
  return api;
}

describe("dashboard page", () => {
  it("shows the kiosk fleet as a section under the page's heading", async () => {
    renderDashboard();
    expect(screen.getByRole("heading", { name: "Home", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Kiosks" })).toBeInTheDocument();
    expect(await screen.findByText("Mall Kiosk")).toBeInTheDocument();
  });

  it("leaves the fleet out, and asks nothing, without view kiosks", async () => {
    const api = renderDashboard(makeUser(ROLE_NAMES.client, { permissions: ["view dashboard"] }));
    expect(screen.getByRole("heading", { name: "Home", level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Kiosks" })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
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
