import { ROLE_NAMES } from "@froyo/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ToastHost } from "../../../app/ToastHost";
import { type FakeRoutes, fakeApi } from "../../../test/fake-api";
import { makeUser } from "../../../test/fixtures";
import { makeListUser, page, seededRoles } from "../../../test/list-fixtures";
import { renderWithApp } from "../../../test/render";
import { TestSwr } from "../../../test/swr";
import { UsersPage } from "./UsersPage";

const admin = makeUser(ROLE_NAMES.companyAdmin);
const ann = makeListUser({ name: "Ann Active", email: "ann@demo.example.com" });
const ivy = makeListUser({
  name: "Ivy Invited",
  email: "ivy@demo.example.com",
  status: "invited",
  last_sign_in_at: null,
});

function renderUsers(options: { user?: ReturnType<typeof makeUser>; route?: string; routes?: FakeRoutes } = {}) {
  const api = fakeApi({
    "GET /api/users": { status: 200, data: page([ann, ivy]) },
    "GET /api/roles": { status: 200, data: { data: seededRoles } },
    "GET /api/audit": { status: 200, data: page([]) },
    ...options.routes,
  });
  renderWithApp(
    <TestSwr>
      <UsersPage />
      <ToastHost />
    </TestSwr>,
    { user: options.user ?? admin, route: options.route ?? "/users" },
  );
  return api;
}

async function openRowMenu(name: string) {
  const row = (await screen.findByText(name)).closest('[role="row"]') as HTMLElement;
  const more = within(row).getByRole("menuitem", { name: "more" });
  await userEvent.click(more);
  await waitFor(() => expect(more).toHaveAttribute("aria-expanded", "true"));
  return document.getElementById(more.getAttribute("aria-controls") ?? "") as HTMLElement;
}

describe("users page", { timeout: 15_000 }, () => {
  it("lists users with role, status and the filters in the request", async () => {
    const api = renderUsers({ route: "/users?status=invited&sort=email&order=desc&page=2&per_page=25" });
    expect(await screen.findByText("Ann Active")).toBeInTheDocument();
    const grid = screen.getByRole("grid", { name: "Users" });
    expect(within(grid).getByText("Invited")).toBeInTheDocument();
    expect(within(grid).getByText("Never")).toBeInTheDocument();
    expect(api.calls).toContain("GET /api/users?page=2&per_page=25&sort=email&order=desc&status=invited");
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/users/export.csv?sort=email&order=desc&status=invited",
    );
  });

  it("offers every action to a Company Admin: resend only to the invited", async () => {
    renderUsers();
    expect(await screen.findByRole("button", { name: "Invite user" })).toBeInTheDocument();
    let menu = await openRowMenu("Ann Active");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Edit", "Disable", "Delete"]);
    await userEvent.keyboard("{Escape}");
    menu = await openRowMenu("Ivy Invited");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Edit", "Resend invitation", "Delete"]);
  });

  it("offers nothing to change without create, edit or delete users: a client's terms to read only", async () => {
    renderUsers({ user: makeUser(ROLE_NAMES.companyAdmin, { permissions: ["view users"] }) });
    expect(await screen.findByText("Ann Active")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Invite user" })).not.toBeInTheDocument();
    const menu = await openRowMenu("Ann Active");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Royalty and fee"]);
  });

  it("shows the audit log tab to staff only", async () => {
    renderUsers({ route: "/users?tab=audit" });
    expect(await screen.findByRole("tab", { name: "Audit log", selected: true })).toBeInTheDocument();
    expect(await screen.findByText("No audit entries yet")).toBeInTheDocument();
  });

  it("gives platform staff on the bare domain every company's trail, with a Company column and filter", async () => {
    const acme = { id: "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0a00", name: "Acme Swirl" };
    const entry = {
      id: "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0a01",
      company: acme,
      action: "users.update",
      actor: { id: null, email: "admin@acme.example.com" },
      target_type: "user",
      target_id: null,
      changes: null,
      ip: "203.0.113.9",
      created_at: "2026-11-20T10:00:00.000Z",
    };
    const api = renderUsers({
      user: makeUser(ROLE_NAMES.superAdmin, { company: null }),
      route: "/users?tab=audit",
      routes: {
        "GET /api/audit": { status: 200, data: page([entry]) },
        "GET /api/companies": { status: 200, data: page([acme]) },
      },
    });
    const grid = await screen.findByRole("grid", { name: "Audit log" });
    expect(within(grid).getByRole("columnheader", { name: "Company" })).toBeInTheDocument();
    expect(await within(grid).findByText("Acme Swirl")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("combobox", { name: "Company" }));
    await userEvent.click(await screen.findByRole("option", { name: "Acme Swirl" }));
    await waitFor(() => expect(api.calls).toContain(`GET /api/audit?page=1&per_page=10&company_id=${acme.id}`));
  });

  it("shows a Company Admin their company's trail without a Company column or filter", async () => {
    // A company filter left in the address (a link from the bare domain) does not narrow their trail to nothing.
    const api = renderUsers({ route: "/users?tab=audit&company_id=0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0a00" });
    expect(await screen.findByText("No audit entries yet")).toBeInTheDocument();
    expect(api.calls).toContain("GET /api/audit?page=1&per_page=10");
    expect(api.calls.some((call) => call.includes("company_id"))).toBe(false);
    expect(screen.queryByRole("combobox", { name: "Company" })).not.toBeInTheDocument();
    expect(screen.queryByRole("columnheader", { name: "Company" })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.startsWith("GET /api/companies"))).toBe(false);
  });

  it("hides the audit log tab from clients, even when asked for in the URL", async () => {
    const client = makeUser(ROLE_NAMES.clientPro);
    renderUsers({ user: { ...client, permissions: [...client.permissions, "view users"] }, route: "/users?tab=audit" });
    expect(await screen.findByRole("tab", { name: "Users", selected: true })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Roles" })).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Audit log" })).not.toBeInTheDocument();
  });

  it("invites a user, confirms it in a toast and refreshes the list", async () => {
    const api = renderUsers({
      routes: {
        "POST /api/users": (config) => ({ status: 201, data: { data: makeListUser(JSON.parse(String(config.data))) } }),
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Invite user" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite user" });
    await userEvent.type(within(dialog).getByLabelText("Name"), "Nia New");
    await userEvent.type(within(dialog).getByLabelText("Email"), "Nia@Demo.example.com");
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Role" }));
    await userEvent.click(await screen.findByRole("option", { name: "Client - Pro" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Invitation sent to nia@demo.example.com")).toBeInTheDocument();
    const post = api.requests.find((request) => request.method === "post");
    expect(JSON.parse(String(post?.data))).toEqual({
      name: "Nia New",
      email: "nia@demo.example.com",
      role_id: seededRoles[2]?.id,
    });
    await waitFor(() => expect(api.calls.filter((call) => call.startsWith("GET /api/users?"))).toHaveLength(2));
  });

  it("shows the server's field errors under the invite form's fields", async () => {
    renderUsers({
      routes: {
        "POST /api/users": {
          status: 422,
          data: { message: "The given data was invalid.", errors: { email: ["The email has already been taken."] } },
        },
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Invite user" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite user" });
    await userEvent.type(within(dialog).getByLabelText("Name"), "Ann Again");
    await userEvent.type(within(dialog).getByLabelText("Email"), "ann@demo.example.com");
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Role" }));
    await userEvent.click(await screen.findByRole("option", { name: "Client" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await within(dialog).findByText("The email has already been taken.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
  });

  it("deletes a user after a confirmation naming them", async () => {
    const api = renderUsers({ routes: { [`DELETE /api/users/${ann.id}`]: { status: 204 } } });
    const menu = await openRowMenu("Ann Active");
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete user" });
    expect(dialog).toHaveTextContent("Delete Ann Active (ann@demo.example.com)?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("User deleted")).toBeInTheDocument();
    expect(api.calls).toContain(`DELETE /api/users/${ann.id}`);
  });

  it("reports a refused change with the server's message", async () => {
    renderUsers({
      routes: {
        [`PATCH /api/users/${ann.id}`]: {
          status: 422,
          data: { message: "Invalid.", errors: { status: ["The last Company Admin cannot be disabled."] } },
        },
      },
    });
    const menu = await openRowMenu("Ann Active");
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Disable" }));
    expect(await screen.findByText("The last Company Admin cannot be disabled.")).toBeInTheDocument();
  });
});
