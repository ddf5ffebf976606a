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

// Issue 25 part 3: staff set a client's statement terms (royalty on net sales, monthly fee) in the client's dialog.
const admin = makeUser(ROLE_NAMES.companyAdmin);
const carla = makeListUser({ name: "Carla Client", email: "carla@demo.example.com", type: "client" });
const sam = makeListUser({
  name: "Sam Staff",
  email: "sam@demo.example.com",
  type: "staff",
  role: { id: seededRoles[0]?.id ?? "", name: ROLE_NAMES.companyAdmin },
});
const TERMS = `/api/users/${carla.id}/terms`;

function renderUsers(options: { user?: ReturnType<typeof makeUser>; routes?: FakeRoutes } = {}) {
  const api = fakeApi({
    "GET /api/users": { status: 200, data: page([carla, sam]) },
    "GET /api/roles": { status: 200, data: { data: seededRoles } },
    [`GET ${TERMS}`]: { status: 200, data: { data: { royalty_percent: 6.25, monthly_fee_cents: 25_000 } } },
    ...options.routes,
  });
  renderWithApp(
    <TestSwr>
      <UsersPage />
      <ToastHost />
    </TestSwr>,
    { user: options.user ?? admin, route: "/users" },
  );
  return api;
}

async function openRowAction(name: string, action: string) {
  const row = (await screen.findByText(name)).closest('[role="row"]') as HTMLElement;
  const more = within(row).getByRole("menuitem", { name: "more" });
  await userEvent.click(more);
  await waitFor(() => expect(more).toHaveAttribute("aria-expanded", "true"));
  const menu = document.getElementById(more.getAttribute("aria-controls") ?? "") as HTMLElement;
  await userEvent.click(within(menu).getByRole("menuitem", { name: action }));
}

async function openClientTerms() {
  await openRowAction("Carla Client", "Edit");
  const dialog = await screen.findByRole("dialog", { name: "Edit Carla Client" });
  const terms = within(dialog).getByRole("group", { name: "Statement terms" });
  await waitFor(() => expect(within(terms).getByLabelText("Royalty (%)")).toHaveValue("6.25"));
  return { dialog, terms };
}

describe("client terms in the users page", { timeout: 15_000 }, () => {
  it("loads a client's royalty and fee into their edit dialog and saves the change with PUT", async () => {
    const api = renderUsers({
      routes: { [`PUT ${TERMS}`]: (config) => ({ status: 200, data: { data: JSON.parse(String(config.data)) } }) },
    });
    const { dialog, terms } = await openClientTerms();
    const fee = within(terms).getByLabelText("Monthly fee (USD)");
    expect(fee).toHaveValue("250.00");
    await userEvent.clear(within(terms).getByLabelText("Royalty (%)"));
    await userEvent.type(within(terms).getByLabelText("Royalty (%)"), "7.5");
    await userEvent.clear(fee);
    await userEvent.type(fee, "300");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("User updated")).toBeInTheDocument();
    const put = api.requests.find((request) => request.method === "put");
    expect(put?.url).toBe(TERMS);
    expect(JSON.parse(String(put?.data))).toEqual({ royalty_percent: 7.5, monthly_fee_cents: 30_000 });
    // The name and role did not change: the user itself is not written.
    expect(api.calls.some((call) => call.startsWith("PATCH"))).toBe(false);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it("shows the server's 422 under the field it names, and a toast", async () => {
    renderUsers({
      routes: {
        [`PUT ${TERMS}`]: {
          status: 422,
          data: {
            message: "The given data was invalid.",
            errors: { monthly_fee_cents: ["The monthly fee must not be negative."] },
          },
        },
      },
    });
    const { dialog, terms } = await openClientTerms();
    const fee = within(terms).getByLabelText("Monthly fee (USD)");
    await userEvent.clear(fee);
    await userEvent.type(fee, "10");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(fee).toHaveAttribute("aria-invalid", "true"));
    expect(within(terms).getByText("The monthly fee must not be negative.")).toBeInTheDocument();
    expect(await screen.findAllByText("The monthly fee must not be negative.")).toHaveLength(2);
    expect(dialog).toBeInTheDocument();
  });

  it("checks the terms before sending: a royalty over 100 or with three decimals is refused on its field", async () => {
    const api = renderUsers();
    const { dialog, terms } = await openClientTerms();
    const royalty = within(terms).getByLabelText("Royalty (%)");
    await userEvent.clear(royalty);
    await userEvent.type(royalty, "100.5");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(terms).findByText("The royalty percent must not be greater than 100.")).toBeInTheDocument();
    await userEvent.clear(royalty);
    await userEvent.type(royalty, "6.255");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(terms).findByText("The royalty percent may have at most two decimals.")).toBeInTheDocument();
    expect(api.calls.some((call) => call.startsWith("PUT"))).toBe(false);
  });

  it("offers no terms for a staff user, and asks for none", async () => {
    const api = renderUsers();
    await openRowAction("Sam Staff", "Edit");
    const dialog = await screen.findByRole("dialog", { name: "Edit Sam Staff" });
    expect(within(dialog).queryByRole("group", { name: "Statement terms" })).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText("Royalty (%)")).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.endsWith("/terms"))).toBe(false);
  });

  it("shows staff who may only view users a client's terms, read only", async () => {
    const api = renderUsers({ user: makeUser(ROLE_NAMES.companyAdmin, { permissions: ["view users"] }) });
    await openRowAction("Carla Client", "Royalty and fee");
    const dialog = await screen.findByRole("dialog", { name: "Terms of Carla Client" });
    const royalty = await within(dialog).findByLabelText("Royalty (%)");
    expect(royalty).toHaveValue("6.25");
    expect(royalty).toHaveAttribute("readonly");
    expect(within(dialog).getByLabelText("Monthly fee")).toHaveValue("$250.00");
    expect(within(dialog).queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(api.calls.some((call) => call.startsWith("PUT"))).toBe(false);
  });
});
