import { ROLE_NAMES } from "@froyo/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeUser } from "../../test/fixtures";
import { renderWithApp } from "../../test/render";
import { HorizontalNav } from "./HorizontalNav";
import { NavActionsContext } from "./nav/nav-actions";

const nav = () => screen.getByRole("navigation", { name: "Main navigation" });

describe("horizontal navigation bar", { timeout: 15_000 }, () => {
  it("has a menu button per permitted group and marks the group holding the current page", () => {
    renderWithApp(<HorizontalNav />, { user: makeUser(ROLE_NAMES.client), route: "/product" });
    const buttons = within(nav()).getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual(["DASHBOARD", "MANAGEMENT", "SUPPORT", "TRAINING"]);
    for (const button of buttons) expect(button).toHaveAttribute("aria-haspopup", "menu");
    expect(within(nav()).getByRole("button", { name: "MANAGEMENT" })).toHaveAttribute("aria-current", "true");
    expect(within(nav()).getByRole("button", { name: "DASHBOARD" })).not.toHaveAttribute("aria-current");
  });

  it("marks the DASHBOARD group on Sales analytics", () => {
    renderWithApp(<HorizontalNav />, { user: makeUser(ROLE_NAMES.clientPro), route: "/dashboard/sales-analytics" });
    expect(within(nav()).getByRole("button", { name: "DASHBOARD" })).toHaveAttribute("aria-current", "true");
  });

  it("works from the keyboard: open, move, Escape back to the button, Arrow Down to reopen, Enter to go", async () => {
    const user = userEvent.setup();
    renderWithApp(<HorizontalNav />, { user: makeUser(ROLE_NAMES.clientPro), route: "/dashboard" });
    const management = within(nav()).getByRole("button", { name: "MANAGEMENT" });
    management.focus();
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu", { name: "MANAGEMENT" });
    expect(management).toHaveAttribute("aria-expanded", "true");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Products", "Promo codesPRO", "Restock", "NotificationsPRO"]);
    expect(within(menu).getByRole("menuitem", { name: "Products" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(within(menu).getByRole("menuitem", { name: /Promo codes/ })).toHaveFocus();

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    expect(management).toHaveFocus();

    await user.keyboard("{ArrowDown}");
    const reopened = await screen.findByRole("menu", { name: "MANAGEMENT" });
    await user.keyboard("{ArrowDown}{Enter}");
    expect(screen.getByTestId("location")).toHaveTextContent("/promo-codes");
    await waitFor(() => expect(reopened).not.toBeInTheDocument());
    expect(management).toHaveAttribute("aria-current", "true");
  });

  it("marks the current entry inside its menu", async () => {
    const user = userEvent.setup();
    renderWithApp(<HorizontalNav />, { user: makeUser(ROLE_NAMES.client), route: "/orders" });
    await user.click(within(nav()).getByRole("button", { name: "DASHBOARD" }));
    const menu = await screen.findByRole("menu", { name: "DASHBOARD" });
    expect(within(menu).getByRole("menuitem", { name: "Order history" })).toHaveAttribute("aria-current", "page");
    expect(within(menu).getByRole("menuitem", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("keeps external training entries as links to a new tab", async () => {
    const user = userEvent.setup();
    renderWithApp(
      <NavActionsContext value={{ tutorialUrl: "https://videos.example.com" }}>
        <HorizontalNav />
      </NavActionsContext>,
      { user: makeUser(ROLE_NAMES.client) },
    );
    await user.click(within(nav()).getByRole("button", { name: "TRAINING" }));
    const tutorial = within(await screen.findByRole("menu")).getByRole("menuitem", { name: /Tutorial videos/ });
    expect(tutorial.tagName).toBe("A");
    expect(tutorial).toHaveAttribute("href", "https://videos.example.com");
    expect(tutorial).toHaveAttribute("target", "_blank");
    expect(tutorial).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("offers the upgrade in a compact form, and not to Client - Pro", () => {
    const { unmount } = renderWithApp(<HorizontalNav />, { user: makeUser(ROLE_NAMES.client) });
    const offer = screen.getByRole("complementary", { name: "Upgrade to Pro" });
    expect(offer).toHaveTextContent("Only $65/month");
    expect(within(offer).getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute(
      "href",
      "/support?category=Upgrade%20to%20Pro",
    );
    unmount();
    renderWithApp(<HorizontalNav />, { user: makeUser(ROLE_NAMES.clientPro) });
    expect(screen.queryByRole("complementary", { name: "Upgrade to Pro" })).not.toBeInTheDocument();
  });
});
