import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { type FakeRoutes, fakeApi } from "../../../test/fake-api";
import { PasswordResetPage } from "../pages/PasswordResetPage";

function renderResetPage(routes: FakeRoutes) {
  const api = fakeApi({ "GET /sanctum/csrf-cookie": { status: 204 }, ...routes });
  render(
    <MemoryRouter initialEntries={["/password-reset/tok123?email=casey%40demo.example.com"]}>
      <Routes>
        <Route path="/password-reset/:token" element={<PasswordResetPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return api;
}

async function fillPasswords(password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("New password"), password);
  await user.type(screen.getByLabelText("Confirm password"), password);
  await user.click(screen.getByRole("button", { name: "Reset password" }));
}

describe("password reset page", () => {
  it("sends the token from the path and the email from the query, then offers the way back to sign in", async () => {
    const api = renderResetPage({
      "POST /auth/reset-password": { status: 200, data: { message: "Your password has been reset." } },
    });
    expect(screen.getByLabelText("Email address")).toHaveValue("casey@demo.example.com");
    await fillPasswords("a-new-password");
    expect(await screen.findByRole("status")).toHaveTextContent("Your password has been reset.");
    expect(screen.getByRole("link", { name: "Back to sign in" })).toHaveAttribute("href", "/sign-in");
    expect(JSON.parse(String(api.requests.at(-1)?.data))).toEqual({
      token: "tok123",
      email: "casey@demo.example.com",
      password: "a-new-password",
      password_confirmation: "a-new-password",
    });
  });

  it("explains an invalid or expired link (a token error has no field of its own)", async () => {
    renderResetPage({
      "POST /auth/reset-password": {
        status: 422,
        data: { message: "Invalid.", errors: { token: ["This password link is invalid or has expired."] } },
      },
    });
    await fillPasswords("a-new-password");
    expect(await screen.findByRole("alert")).toHaveTextContent("This password link is invalid or has expired.");
  });
});
