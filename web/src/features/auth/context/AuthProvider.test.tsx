import { render, renderHook, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { browserLocation } from "../../../lib/browser-location";
import { http } from "../../../lib/http";
import { usePermissions } from "../../../lib/permissions";
import { setCookie } from "../../../test/cookies";
import { fakeApi } from "../../../test/fake-api";
import { makeUser } from "../../../test/fixtures";
import { AuthProvider } from "./AuthProvider";
import { useAuth } from "./auth-context";

function SessionProbe() {
  const { user, loading, signOut } = useAuth();
  if (loading) return <p>loading</p>;
  return (
    <>
      <p>{user ? `signed in as ${user.email}` : "signed out"}</p>
      <button type="button" onClick={signOut}>
        Log out
      </button>
    </>
  );
}

describe("session", () => {
  it("starts loading, then holds the user from GET /auth/me", async () => {
    const user = makeUser();
    fakeApi({ "GET /auth/me": { status: 200, data: { data: user } } });
    render(
      <AuthProvider>
        <SessionProbe />
      </AuthProvider>,
    );
    expect(screen.getByText("loading")).toBeInTheDocument();
    expect(await screen.findByText(`signed in as ${user.email}`)).toBeInTheDocument();
  });

  it("treats a failed session fetch as signed out, logging it as a warning", async () => {
    fakeApi({ "GET /auth/me": { status: 401, data: { message: "Unauthenticated." } } });
    render(
      <AuthProvider>
        <SessionProbe />
      </AuthProvider>,
    );
    expect(await screen.findByText("signed out")).toBeInTheDocument();
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("GET /auth/me failed with 401"));
  });

  it("logs out with POST /auth/logout, then reloads the page", async () => {
    setCookie("XSRF-TOKEN", "t");
    const reload = vi.spyOn(browserLocation, "reload").mockImplementation(() => undefined);
    const api = fakeApi({
      "GET /auth/me": { status: 200, data: { data: makeUser() } },
      "POST /auth/logout": { status: 204 },
    });
    render(
      <AuthProvider>
        <SessionProbe />
      </AuthProvider>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Log out" }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(api.calls).toEqual(["GET /auth/me", "POST /auth/logout"]);
  });

  it("still reloads when the logout call fails, after logging it", async () => {
    setCookie("XSRF-TOKEN", "t");
    const reload = vi.spyOn(browserLocation, "reload").mockImplementation(() => undefined);
    fakeApi({ "GET /auth/me": { status: 200, data: { data: makeUser() } }, "POST /auth/logout": "network-error" });
    render(
      <AuthProvider>
        <SessionProbe />
      </AuthProvider>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Log out" }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("Logout failed"));
  });

  it("drops the user when a later call finds the session expired (401)", async () => {
    const user = makeUser();
    fakeApi({
      "GET /auth/me": { status: 200, data: { data: user } },
      "GET /api/products": { status: 401, data: { message: "Unauthenticated." } },
    });
    render(
      <AuthProvider>
        <SessionProbe />
      </AuthProvider>,
    );
    expect(await screen.findByText(`signed in as ${user.email}`)).toBeInTheDocument();
    await expect(http.get("/api/products")).rejects.toMatchObject({ status: 401 });
    expect(await screen.findByText("signed out")).toBeInTheDocument();
  });

  it("refuses to be used outside its provider, as do the permission checks", () => {
    expect(() => renderHook(() => useAuth())).toThrow("useAuth must be used within an AuthProvider");
    expect(() => renderHook(() => usePermissions())).toThrow("usePermissions must be used within a PermissionProvider");
  });
});
