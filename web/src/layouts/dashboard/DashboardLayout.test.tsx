import { ROLE_NAMES } from "@froyo/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Settings } from "../../settings/settings";
import { makeUser } from "../../test/fixtures";
import { renderWithApp } from "../../test/render";
import { setViewportWidth } from "../../test/viewport";
import { DashboardLayout } from "./DashboardLayout";

function renderShell(settings: Partial<Settings> = {}, route = "/dashboard") {
  return renderWithApp(<DashboardLayout />, { user: makeUser(ROLE_NAMES.client), route, settings });
}

/** The surface the navigation stands on (side panel, rail or bar). */
const navSurface = () =>
  screen.getByRole("navigation", { name: "Main navigation" }).closest<HTMLElement>("[data-nav-color]");

describe("dashboard shell layouts", { timeout: 15_000 }, () => {
  it("vertical: the 280 px side panel with the full upgrade banner", () => {
    renderShell({ navLayout: "vertical" });
    expect(navSurface()).toHaveStyle({ width: "280px" });
    const banner = screen.getByRole("complementary", { name: "Upgrade to Pro" });
    expect(banner).toHaveTextContent("Only $65/month");
    expect(screen.queryByRole("button", { name: "DASHBOARD" })).not.toBeInTheDocument();
  });

  it("mini: an 88 px rail, the upgrade offer still one link away", () => {
    renderShell({ navLayout: "mini" });
    expect(navSurface()).toHaveStyle({ width: "88px" });
    const offer = screen.getByRole("complementary", { name: "Upgrade to Pro" });
    expect(within(offer).getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute(
      "href",
      "/support?category=Upgrade%20to%20Pro",
    );
  });

  it("horizontal: a bar of group menus, the logo moved into the top bar", () => {
    renderShell({ navLayout: "horizontal" });
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(
      within(nav)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["DASHBOARD", "MANAGEMENT", "SUPPORT", "TRAINING"]);
    expect(within(screen.getByRole("banner")).getByRole("img", { name: "Demo Froyo logo" })).toBeInTheDocument();
    expect(screen.getByRole("complementary", { name: "Upgrade to Pro" })).toHaveTextContent("Only $65/month");
  });

  it("below md: whatever the layout, no side nav or bar, the menu button instead", () => {
    setViewportWidth(600);
    renderShell({ navLayout: "horizontal" });
    expect(screen.queryByRole("navigation", { name: "Main navigation" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open menu" })).toBeInTheDocument();
  });

  it("compact layout keeps the page at most 1200 px wide and centred; off, it takes the full width", () => {
    const { unmount } = renderShell({ compactLayout: true });
    expect(screen.getByRole("main")).toHaveStyle({ maxWidth: "1200px", marginLeft: "auto", marginRight: "auto" });
    unmount();
    renderShell({ compactLayout: false });
    expect(screen.getByRole("main")).toHaveStyle({ maxWidth: "none" });
  });

  it("integrate: the nav on the page background, set off by a divider", () => {
    renderShell({ navColor: "integrate" });
    expect(navSurface()).toHaveStyle({
      backgroundColor: "#FFFFFF",
      borderRightWidth: "1px",
      borderRightColor: "rgba(0, 0, 0, 0.12)",
    });
  });

  it.each([
    ["light", "#1C252E"],
    ["dark", "#2A3541"],
  ] as const)("apparent in %s mode: the nav on a surface of its own, with light text", (colorScheme, surface) => {
    renderShell({ navColor: "apparent", colorScheme });
    expect(navSurface()).toHaveStyle({ backgroundColor: surface, color: "#FFFFFF" });
    expect(navSurface()).not.toHaveStyle({ borderRightWidth: "1px" });
  });
});
