import { ROLE_NAMES, type Role, SUPER_ADMIN_PERMISSIONS } from "@froyo/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ToastHost } from "../../../../app/ToastHost";
import { type FakeRoutes, fakeApi } from "../../../../test/fake-api";
import { makeUser } from "../../../../test/fixtures";
import { seededRoles } from "../../../../test/list-fixtures";
import { renderWithApp } from "../../../../test/render";
import { TestSwr } from "../../../../test/swr";
import { RolesTab } from "./RolesTab";

const superAdminRole: Role = {
  id: "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0199",
  name: ROLE_NAMES.superAdmin,
  user_type: "staff",
  permissions: [...SUPER_ADMIN_PERMISSIONS],
  users_count: 1,
  immutable: true,
};
const client = seededRoles[1] as Role;

function renderRoles(routes: FakeRoutes = {}, user = makeUser(ROLE_NAMES.companyAdmin), route = "/users?tab=roles") {
  const api = fakeApi({
    "GET /api/roles": { status: 200, data: { data: [...seededRoles, superAdminRole] } },
    ...routes,
  });
  renderWithApp(
    <TestSwr>
      <RolesTab />
      <ToastHost />
    </TestSwr>,
    { user, route },
  );
  return api;
}

const matrix = (name: string) => screen.findByRole("table", { name: `Permissions of ${name}` });

describe("roles tab", () => {
  it("lists the roles with their user counts and opens the first", async () => {
    renderRoles();
    const list = await screen.findByRole("list", { name: "Roles" });
    expect(within(list).getByRole("button", { name: "Client 2 users" })).toBeInTheDocument();
    const table = await matrix("Company Admin");
    expect(within(table).getByRole("checkbox", { name: "edit products" })).toBeChecked();
    expect(within(table).getByRole("checkbox", { name: "view companies" })).toBeDisabled();
  });

  it("saves a toggled permission and confirms it", async () => {
    const api = renderRoles({
      [`PUT /api/roles/${client.id}`]: (config) => ({
        status: 200,
        data: { data: { ...client, ...JSON.parse(String(config.data)) } },
      }),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Client 2 users" }));
    const table = await matrix("Client");
    const save = screen.getByRole("button", { name: "Save" });
    expect(save).toBeDisabled();
    await userEvent.click(within(table).getByRole("checkbox", { name: "view sales" }));
    await userEvent.click(within(table).getByRole("checkbox", { name: "edit kiosks" }));
    await userEvent.click(save);
    expect(await screen.findByText("Permissions of Client saved")).toBeInTheDocument();
    const put = api.requests.find((request) => request.method === "put");
    expect(JSON.parse(String(put?.data))).toEqual({
      permissions: [
        "view products",
        "view kiosks",
        "view dashboard",
        "view sales",
        "view restock",
        "edit restock",
        "view statements",
      ],
    });
  });

  it("offers the permissions of no matrix column, such as refunding sales, and saves them", async () => {
    const api = renderRoles({
      [`PUT /api/roles/${client.id}`]: (config) => ({
        status: 200,
        data: { data: { ...client, ...JSON.parse(String(config.data)) } },
      }),
    });
    const others = await screen.findByRole("group", { name: "Other permissions" });
    expect(within(others).getByRole("checkbox", { name: "Refund sales" })).toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Client 2 users" }));
    await matrix("Client");
    const refund = screen.getByRole("checkbox", { name: "Refund sales" });
    expect(refund).not.toBeChecked();
    await userEvent.click(refund);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Permissions of Client saved")).toBeInTheDocument();
    const put = api.requests.find((request) => request.method === "put");
    expect(JSON.parse(String(put?.data)).permissions).toContain("refund sales");
  });

  it("cancels a draft back to the saved permissions", async () => {
    renderRoles({}, undefined, `/users?tab=roles&role=${client.id}`);
    const table = await matrix("Client");
    const box = within(table).getByRole("checkbox", { name: "view sales" });
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(box).not.toBeChecked();
  });

  it("shows the server's refusal", async () => {
    renderRoles(
      {
        [`PUT /api/roles/${client.id}`]: {
          status: 422,
          data: { message: "Invalid.", errors: { permissions: ["A company role cannot hold companies permissions."] } },
        },
      },
      undefined,
      `/users?tab=roles&role=${client.id}`,
    );
    await userEvent.click(within(await matrix("Client")).getByRole("checkbox", { name: "view sales" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getAllByText("A company role cannot hold companies permissions.").length).toBeGreaterThan(0),
    );
  });

  it("is read-only for an immutable role", async () => {
    renderRoles({}, undefined, `/users?tab=roles&role=${superAdminRole.id}`);
    const table = await matrix("Super Admin");
    expect(within(table).getByRole("checkbox", { name: "view companies" })).toBeDisabled();
    expect(screen.getByRole("checkbox", { name: "Refund sales" })).toBeDisabled();
    expect(screen.getByText("The permissions of Super Admin cannot be changed.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
  });

  it("is read-only for a user who may only view users", async () => {
    renderRoles({}, makeUser(ROLE_NAMES.companyAdmin, { permissions: ["view users"] }));
    const table = await matrix("Company Admin");
    expect(within(table).getByRole("checkbox", { name: "view products" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
  });
});
