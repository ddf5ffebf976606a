import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { type FakeRoutes, fakeApi } from "../../../test/fake-api";
import { makeUser } from "../../../test/fixtures";
import { AuthProvider } from "../context/AuthProvider";
import { useAuth } from "../context/auth-context";
import { SignInForm } from "./SignInForm";

function SignedInAs() {
  const { user } = useAuth();
  return user ? <p>signed in as {user.email}</p> : null;
}

function renderSignIn(routes: FakeRoutes) {
  const api = fakeApi({ "GET /auth/me": { status: 401, data: { message: "Unauthenticated." } }, ...routes });
  render(
    <AuthProvider>
      <MemoryRouter>
        <SignInForm />
        <SignedInAs />
      </MemoryRouter>
    </AuthProvider>,
  );
  return api;
}

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Email address"), email);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("sign-in form", () => {
  it("puts the focus in the email field once it shows", async () => {
    renderSignIn({});
    await waitFor(() => expect(screen.getByLabelText("Email address")).toHaveFocus());
  });

  it("shows the server's 422 field errors under their fields", async () => {
    renderSignIn({
      "GET /sanctum/csrf-cookie": { status: 204 },
      "POST /auth/login": {
        status: 422,
        data: {
          message: "The given data was invalid.",
          errors: { email: ["These credentials do not match our records."] },
        },
      },
    });
    await submit("casey@demo.example.com", "wrong-password");
    const email = screen.getByLabelText("Email address");
    expect(await screen.findByText("These credentials do not match our records.")).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("These credentials do not match our records.");
    expect(email).toHaveFocus();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("asks for the CSRF cookie first, then signs in with the typed credentials", async () => {
    const user = makeUser();
    const api = renderSignIn({
      "GET /sanctum/csrf-cookie": { status: 204 },
      "POST /auth/login": { status: 200, data: { data: user } },
    });
    await submit("casey@demo.example.com", "demo-password");
    expect(await screen.findByText(`signed in as ${user.email}`)).toBeInTheDocument();
    expect(api.calls).toEqual(["GET /auth/me", "GET /sanctum/csrf-cookie", "POST /auth/login"]);
    expect(JSON.parse(String(api.requests[2]?.data))).toEqual({
      email: "casey@demo.example.com",
      password: "demo-password",
    });
  });

  it("shows a throttling answer (429) in an alert", async () => {
    renderSignIn({
      "GET /sanctum/csrf-cookie": { status: 204 },
      "POST /auth/login": { status: 429, data: { message: "Too many attempts. Please try again later." } },
    });
    await submit("casey@demo.example.com", "demo-password");
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts. Please try again later.");
  });

  it("validates with the shared schema before calling the server", async () => {
    const api = renderSignIn({});
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("The email field is required.")).toBeInTheDocument();
    expect(screen.getByText("The password field is required.")).toBeInTheDocument();
    await waitFor(() => expect(api.calls).toEqual(["GET /auth/me"]));
  });
});
