import { ROLE_NAMES } from "@froyo/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, onTestFinished } from "vitest";
import { i18n } from "../../i18n/i18n";
import { makeUser } from "../../test/fixtures";
import { renderWithApp } from "../../test/render";
import { NavContent } from "./NavContent";
import { NavActionsContext } from "./nav/nav-actions";

describe("navigation panel", () => {
  it("highlights the current entry with aria-current=page, and only that one", () => {
    renderWithApp(<NavContent />, { user: makeUser(ROLE_NAMES.clientPro), route: "/dashboard/sales-analytics" });
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    const current = within(nav)
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "page");
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAccessibleName(/Sales analytics/);
    expect(current[0]).toHaveClass("Mui-selected");
    expect(within(nav).getByRole("link", { name: /Home/ })).not.toHaveAttribute("aria-current");
  });

  it("renders upper-case group titles, PRO badges and the permitted entries only", () => {
    renderWithApp(<NavContent />, { user: makeUser(ROLE_NAMES.client), route: "/dashboard" });
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(
      within(nav)
        .getAllByRole("list")
        .map((list) => list.firstChild?.textContent),
    ).toEqual(["DASHBOARD", "MANAGEMENT", "SUPPORT", "TRAINING"]);
    expect(within(nav).queryByRole("link", { name: /Promo codes/ })).not.toBeInTheDocument();
    expect(within(nav).queryByText("PRO")).not.toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: /Home/ })).toHaveAttribute("aria-current", "page");
  });

  it("offers the upgrade to every role but Client - Pro", () => {
    renderWithApp(<NavContent />, { user: makeUser(ROLE_NAMES.client) });
    const banner = screen.getByRole("complementary", { name: "Upgrade to Pro" });
    expect(banner).toHaveTextContent("Only $65/month");
    expect(
      within(banner)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Create promo codes", "Enable push notifications"]);
    expect(within(banner).getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute(
      "href",
      "/support?category=Upgrade%20to%20Pro",
    );
  });

  it("hides the upgrade banner from Client - Pro", () => {
    renderWithApp(<NavContent />, { user: makeUser(ROLE_NAMES.clientPro) });
    expect(screen.queryByRole("complementary", { name: "Upgrade to Pro" })).not.toBeInTheDocument();
    expect(screen.getAllByText("PRO")).toHaveLength(3);
  });

  it("names the PRO badges in Arabic when the interface is Arabic", async () => {
    await i18n.changeLanguage("ar");
    renderWithApp(<NavContent />, { user: makeUser(ROLE_NAMES.clientPro) });
    expect(screen.getAllByText("احترافي")).toHaveLength(3);
    expect(screen.queryByText("PRO")).not.toBeInTheDocument();
  });

  it("links the company logo to / and opens external training links in a new tab", () => {
    renderWithApp(
      <NavActionsContext value={{ tutorialUrl: "https://videos.example.com" }}>
        <NavContent />
      </NavActionsContext>,
      { user: makeUser(ROLE_NAMES.client) },
    );
    expect(screen.getByRole("img", { name: "Demo Froyo logo" })).toHaveAttribute("src", "/uploads/demo/logo.png");
    expect(screen.getByRole("img", { name: "Demo Froyo logo" }).closest("a")).toHaveAttribute("href", "/");
    const tutorial = screen.getByRole("link", { name: /Tutorial videos/ });
    expect(tutorial).toHaveAttribute("href", "https://videos.example.com");
    expect(tutorial).toHaveAttribute("target", "_blank");
    expect(tutorial).toHaveAttribute("rel", "noopener noreferrer");
  });
  it("shows Restock to a Company Admin and a Field Technician, not without 'view restock', not on the bare domain", () => {
    const restockLink = () =>
      within(screen.getByRole("navigation", { name: "Main navigation" })).queryByRole("link", { name: /Restock/ });
    for (const role of [ROLE_NAMES.companyAdmin, ROLE_NAMES.fieldTechnician]) {
      const { unmount } = renderWithApp(<NavContent />, { user: makeUser(role), route: "/dashboard" });
      expect(restockLink()).toHaveAttribute("href", "/restock");
      unmount();
    }
    const admin = makeUser(ROLE_NAMES.companyAdmin);
    const withoutRestock = { ...admin, permissions: admin.permissions.filter((name) => name !== "view restock") };
    const { unmount } = renderWithApp(<NavContent />, { user: withoutRestock, route: "/dashboard" });
    expect(restockLink()).not.toBeInTheDocument();
    unmount();
    // The bare domain: the app's domain is this very host, as for platform staff on the platform's own address.
    const meta = Object.assign(document.createElement("meta"), {
      name: "app-domain",
      content: window.location.hostname,
    });
    document.head.append(meta);
    onTestFinished(() => meta.remove());
    renderWithApp(<NavContent />, { user: makeUser(ROLE_NAMES.superAdmin, { company: null }), route: "/dashboard" });
    expect(restockLink()).not.toBeInTheDocument();
  });
});
