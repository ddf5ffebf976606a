import { ROLE_NAMES } from "@froyo/contracts";
import { screen } from "@testing-library/react";
import { useRoutes } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeApi } from "../test/fake-api";
import { makeUser } from "../test/fixtures";
import { renderWithApp } from "../test/render";
import { buildRoutes } from "./build-routes";

const routes = buildRoutes();
function AppRoutesUnderTest() {
  return useRoutes(routes);
}
const location = () => screen.getByTestId("location");

describe("route guards", () => {
  // The pages' own reads answer 404 here (no request leaves the test): only the guards and the shell are under test.
  beforeEach(() => {
    fakeApi({});
  });

  it("shows a loading animation while the session is loading", () => {
    renderWithApp(<AppRoutesUnderTest />, { loading: true, route: "/orders" });
    expect(screen.getByRole("progressbar", { name: "Loading" })).toBeInTheDocument();
    expect(location()).toHaveTextContent("/orders");
  });

  it("sends a signed-out visitor to sign-in with a returnTo of the path and query", async () => {
    renderWithApp(<AppRoutesUnderTest />, { user: null, route: "/orders?page=2" });
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(location()).toHaveTextContent("/sign-in?returnTo=%2Forders%3Fpage%3D2");
  });

  it("opens a permitted page in the dashboard shell", async () => {
    renderWithApp(<AppRoutesUnderTest />, { user: makeUser(ROLE_NAMES.client), route: "/orders" });
    expect(await screen.findByRole("heading", { name: "Order history" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Account" })).toBeInTheDocument();
  });

  it("redirects to /404 when the permission is missing", async () => {
    renderWithApp(<AppRoutesUnderTest />, { user: makeUser(ROLE_NAMES.client), route: "/users" });
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/404$/);
  });

  it("redirects a Field Technician from the order history to /404: staff without view sales see no sales", async () => {
    renderWithApp(<AppRoutesUnderTest />, { user: makeUser(ROLE_NAMES.fieldTechnician), route: "/orders" });
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/404$/);
  });

  it("lets any one of a list of permissions open /notifications", async () => {
    const settingsOnly = makeUser(ROLE_NAMES.client, { permissions: ["view notification settings"] });
    renderWithApp(<AppRoutesUnderTest />, { user: settingsOnly, route: "/notifications" });
    expect(await screen.findByRole("heading", { name: "Notifications" })).toBeInTheDocument();
  });

  it("redirects / to /dashboard and unknown paths to /404", async () => {
    const { unmount } = renderWithApp(<AppRoutesUnderTest />, { user: makeUser(), route: "/" });
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/dashboard$/);
    unmount();
    renderWithApp(<AppRoutesUnderTest />, { user: makeUser(), route: "/auth/auth0/sign-in" });
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });

  it("sends a signed-in user away from sign-in to a safe returnTo, else to /dashboard", async () => {
    const { unmount } = renderWithApp(<AppRoutesUnderTest />, {
      user: makeUser(),
      route: "/sign-in?returnTo=%2Forders%3Fpage%3D2",
    });
    expect(await screen.findByRole("heading", { name: "Order history" })).toBeInTheDocument();
    expect(location()).toHaveTextContent("/orders?page=2");
    unmount();
    renderWithApp(<AppRoutesUnderTest />, { user: makeUser(), route: "/sign-in?returnTo=%2F%2Fevil.example" });
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/dashboard$/);
  });

  it("shows /404 in the public frame to signed-out visitors", async () => {
    renderWithApp(<AppRoutesUnderTest />, { user: null, route: "/404" });
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Account" })).not.toBeInTheDocument();
  });
});
