import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ToastHost } from "../../../app/ToastHost";
import { type FakeRoutes, fakeApi } from "../../../test/fake-api";
import { makeUser } from "../../../test/fixtures";
import { renderWithApp } from "../../../test/render";
import { ChangePasswordForm } from "./ChangePasswordForm";

function renderForm(routes: FakeRoutes) {
  const api = fakeApi({ "GET /sanctum/csrf-cookie": { status: 204 }, ...routes });
  renderWithApp(
    <>
      <ChangePasswordForm />
      <ToastHost />
    </>,
    { user: makeUser() },
  );
  return api;
}

async function fill(current: string, next: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Current password"), current);
  await user.type(screen.getByLabelText("New password"), next);
  await user.type(screen.getByLabelText("Confirm password"), next);
  await user.click(screen.getByRole("button", { name: "Reset password" }));
}

describe("change password form", () => {
  it("posts the change, confirms it in a toast and clears the form", async () => {
    const api = renderForm({
      "POST /auth/password": { status: 200, data: { message: "Your password has been changed." } },
    });
    await fill("demo-password", "a-brand-new-password");
    expect(await screen.findByText("Your password has been changed.")).toBeInTheDocument();
    expect(screen.getByLabelText("Current password")).toHaveValue("");
    expect(api.calls).toEqual(["GET /sanctum/csrf-cookie", "POST /auth/password"]);
  });

  it("shows a wrong current password under its field", async () => {
    renderForm({
      "POST /auth/password": {
        status: 422,
        data: { message: "Invalid.", errors: { current_password: ["The provided password does not match."] } },
      },
    });
    await fill("not-my-password", "a-brand-new-password");
    expect(await screen.findByText("The provided password does not match.")).toBeInTheDocument();
    expect(screen.getByLabelText("Current password")).toHaveAttribute("aria-invalid", "true");
  });

  it("checks the confirmation with the shared schema before posting", async () => {
    const api = renderForm({});
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Current password"), "demo-password");
    await user.type(screen.getByLabelText("New password"), "a-brand-new-password");
    await user.type(screen.getByLabelText("Confirm password"), "something-else");
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    expect(await screen.findByText("The password field confirmation does not match.")).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    // Under "Confirm password", the field to correct, not under the new password.
    expect(screen.getByLabelText("Confirm password")).toHaveAccessibleDescription(
      "The password field confirmation does not match.",
    );
    expect(screen.getByLabelText("Confirm password")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("New password")).not.toHaveAttribute("aria-invalid", "true");
  });
});
