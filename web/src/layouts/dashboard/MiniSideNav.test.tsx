import { ROLE_NAMES } from "@froyo/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeUser } from "../../test/fixtures";
import { renderWithApp } from "../../test/render";
import { MiniSideNav } from "./MiniSideNav";
import { NavActionsContext } from "./nav/nav-actions";

const nav = () => screen.getByRole("navigation", { name: "Main navigation" });

describe("mini navigation rail", { timeout: 15_000 }, () => {
  it("lists the permitted entries by group, marking the current one", () => {
    renderWithApp(<MiniSideNav />, { user: makeUser(ROLE_NAMES.client), route: "/orders/42" });
    expect(
      within(nav())
        .getAllByRole("list")
        .map((list) => [
          list.getAttribute("aria-label"),
          within(list)
            .getAllByRole("link")
            .map((link) => link.textContent),
        ]),
    ).toEqual([
      ["DASHBOARD", ["Home", "Statements", "Order history"]],
      ["MANAGEMENT", ["Products", "Restock"]],
      ["SUPPORT", ["Submit a ticket"]],
      ["TRAINING", ["Tutorial videos", "User manual"]],
    ]);
    const current = within(nav()).getByRole("link", { name: "Order history" });
    expect(current).toHaveAttribute("aria-current", "page");
    expect(current).toHaveClass("Mui-selected");
    expect(within(nav()).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("marks the PRO entries and offers no upgrade to Client - Pro", () => {
    renderWithApp(<MiniSideNav />, { user: makeUser(ROLE_NAMES.clientPro), route: "/" });
    expect(within(nav()).getAllByText("PRO")).toHaveLength(3);
    expect(within(nav()).getByRole("link", { name: "Sales analytics PRO" })).toBeInTheDocument();
    expect(within(nav()).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    expect(screen.queryByRole("complementary", { name: "Upgrade to Pro" })).not.toBeInTheDocument();
  });

  it("shows an entry's title in a tooltip when it gets keyboard focus, and on hover", async () => {
    const user = userEvent.setup();
    renderWithApp(<MiniSideNav />, { user: makeUser(ROLE_NAMES.client), route: "/dashboard" });
    await user.tab(); // the logo
    await user.tab();
    expect(within(nav()).getByRole("link", { name: "Home" })).toHaveFocus();
    expect(await screen.findByRole("tooltip", { name: "Home" })).toBeInTheDocument();

    await user.hover(within(nav()).getByRole("link", { name: "Products" }));
    expect(await screen.findByRole("tooltip", { name: "Products" })).toBeInTheDocument();
  });

  it("keeps external training links real links that open a new tab", () => {
    renderWithApp(
      <NavActionsContext value={{ tutorialUrl: "https://videos.example.com" }}>
        <MiniSideNav />
      </NavActionsContext>,
      { user: makeUser(ROLE_NAMES.client) },
    );
    const tutorial = within(nav()).getByRole("link", { name: /Tutorial videos/ });
    expect(tutorial).toHaveAttribute("href", "https://videos.example.com");
    expect(tutorial).toHaveAttribute("target", "_blank");
    expect(tutorial).toHaveAccessibleName("Tutorial videos (opens in a new tab)");
  });

  it("keeps the upgrade offer as a link to the support form, its price and features in the tooltip", async () => {
    const user = userEvent.setup();
    renderWithApp(<MiniSideNav />, { user: makeUser(ROLE_NAMES.client) });
    const offer = screen.getByRole("complementary", { name: "Upgrade to Pro" });
    const link = within(offer).getByRole("link", { name: "Upgrade to Pro" });
    expect(link).toHaveAttribute("href", "/support?category=Upgrade%20to%20Pro");
    await user.hover(link);
    const tooltip = await screen.findByRole("tooltip");
    expect(tooltip).toHaveTextContent("Only $65/month");
    expect(
      within(tooltip)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Create promo codes", "Enable push notifications"]);
  });
});
