import { ROLE_NAMES } from "@froyo/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { useNavigationType } from "react-router";
import { describe, expect, it } from "vitest";
import { makeUser } from "../../test/fixtures";
import { renderWithApp } from "../../test/render";
import { setViewportWidth } from "../../test/viewport";
import { MobileNavDrawer } from "./MobileNavDrawer";
import { TopBar } from "./TopBar";

function NavigationTypeProbe() {
  return <output data-testid="navigation-type">{useNavigationType()}</output>;
}

/** The drawer as the shell wires it below md: the top bar's menu button opens it. */
function SmallScreenShell() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <TopBar onOpenNav={() => setOpen(true)} />
      <MobileNavDrawer open={open} onClose={() => setOpen(false)} />
      <NavigationTypeProbe />
    </>
  );
}

describe("navigation drawer below md", () => {
  it("opens from the menu button, locks page scroll, and closes with 'Close menu'", async () => {
    setViewportWidth(600);
    const user = userEvent.setup();
    renderWithApp(<SmallScreenShell />, { user: makeUser(ROLE_NAMES.client), route: "/dashboard" });
    expect(screen.queryByRole("dialog", { name: "Menu" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    expect(drawer).toHaveStyle({ width: "280px" });
    expect(document.body).toHaveStyle({ overflow: "hidden" });

    await user.click(within(drawer).getByRole("button", { name: "Close menu" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Menu" })).not.toBeInTheDocument());
  });

  it("navigates with a history replace and closes when an entry is picked", async () => {
    setViewportWidth(600);
    const user = userEvent.setup();
    renderWithApp(<SmallScreenShell />, { user: makeUser(ROLE_NAMES.client), route: "/dashboard" });
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Menu" })).getByRole("link", { name: /Products/ }),
    );

    expect(screen.getByTestId("location")).toHaveTextContent("/product");
    expect(screen.getByTestId("navigation-type")).toHaveTextContent("REPLACE");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Menu" })).not.toBeInTheDocument());
  });
});
