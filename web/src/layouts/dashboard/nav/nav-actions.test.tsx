import { ROLE_NAMES } from "@froyo/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { makeUser } from "../../../test/fixtures";
import { renderWithApp } from "../../../test/render";
import { HorizontalNav } from "../HorizontalNav";
import { MiniSideNav } from "../MiniSideNav";
import { NavContent } from "../NavContent";
import { NavActionsContext } from "./nav-actions";

describe("a nav entry that runs an action", { timeout: 15_000 }, () => {
  it("stays a link to the in-app manual page while no action is given", () => {
    renderWithApp(<NavContent />, { user: makeUser(ROLE_NAMES.client) });
    expect(screen.getByRole("link", { name: /User manual/ })).toHaveAttribute("href", "/training/manual");
  });

  it("becomes a button in the side panel: the action runs, the drawer is told, nothing navigates", async () => {
    const user = userEvent.setup();
    const openManual = vi.fn();
    const onNavigate = vi.fn();
    renderWithApp(
      <NavActionsContext value={{ openManual }}>
        <NavContent onNavigate={onNavigate} />
      </NavActionsContext>,
      { user: makeUser(ROLE_NAMES.client), route: "/dashboard" },
    );
    expect(screen.queryByRole("link", { name: /User manual/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "User manual" }));
    expect(openManual).toHaveBeenCalledOnce();
    expect(onNavigate).toHaveBeenCalledOnce();
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard");
  });

  it("is a button on the mini rail", async () => {
    const user = userEvent.setup();
    const openManual = vi.fn();
    renderWithApp(
      <NavActionsContext value={{ openManual }}>
        <MiniSideNav />
      </NavActionsContext>,
      { user: makeUser(ROLE_NAMES.client) },
    );
    await user.click(screen.getByRole("button", { name: "User manual" }));
    expect(openManual).toHaveBeenCalledOnce();
  });

  it("is a menu item of the horizontal bar that closes its menu", async () => {
    const user = userEvent.setup();
    const openManual = vi.fn();
    renderWithApp(
      <NavActionsContext value={{ openManual }}>
        <HorizontalNav />
      </NavActionsContext>,
      { user: makeUser(ROLE_NAMES.client) },
    );
    await user.click(screen.getByRole("button", { name: "TRAINING" }));
    const item = within(await screen.findByRole("menu")).getByRole("menuitem", { name: "User manual" });
    expect(item.tagName).toBe("BUTTON");
    await user.click(item);
    expect(openManual).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  });
});
