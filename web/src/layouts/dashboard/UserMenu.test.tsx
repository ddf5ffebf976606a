import { ROLE_NAMES } from "@froyo/contracts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeUser } from "../../test/fixtures";
import { renderWithApp } from "../../test/render";
import { UserMenu } from "./UserMenu";

describe("account menu", () => {
  it("shows who is signed in and their client id, and links to the password change", async () => {
    const user = userEvent.setup();
    const signedIn = makeUser(ROLE_NAMES.client);
    renderWithApp(<UserMenu />, { user: signedIn, route: "/dashboard" });
    await user.click(screen.getByRole("button", { name: "Account" }));

    expect(screen.getByText(signedIn.name)).toBeVisible();
    expect(screen.getByText(signedIn.email)).toBeVisible();
    expect(screen.getByText(`Client ID: ${signedIn.id}`)).toBeVisible();
    await user.click(screen.getByRole("menuitem", { name: "Reset password" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/change-password");
  });

  it("says 'Client ID: N/A' when the user has no id", async () => {
    const user = userEvent.setup();
    renderWithApp(<UserMenu />, { user: makeUser(ROLE_NAMES.client, { id: "" }) });
    await user.click(screen.getByRole("button", { name: "Account" }));
    expect(screen.getByText("Client ID: N/A")).toBeVisible();
  });

  it("logs out through the session", async () => {
    const user = userEvent.setup();
    const { auth } = renderWithApp(<UserMenu />, { user: makeUser() });
    await user.click(screen.getByRole("button", { name: "Account" }));
    await user.click(screen.getByRole("menuitem", { name: "Log out" }));
    expect(auth.signOut).toHaveBeenCalledOnce();
  });
});
