import type { CompanyAdmin } from "@froyo/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ToastHost } from "../../../app/ToastHost";
import { type FakeRoutes, fakeApi } from "../../../test/fake-api";
import { makeUser } from "../../../test/fixtures";
import { page } from "../../../test/list-fixtures";
import { renderWithApp } from "../../../test/render";
import { TestSwr } from "../../../test/swr";
import { CompaniesPage } from "./CompaniesPage";

const acme: CompanyAdmin = {
  id: "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0a01",
  name: "Acme Froyo",
  subdomain: "acme",
  primary_color_hex: "#112233",
  primary_logo: null,
  footer_logo: null,
  favicon: null,
  public_site_url: null,
  tutorial_url: null,
  manual_url: null,
  has_manual_password: false,
  support_email: "help@acme.example.com",
  default_timezone: "UTC",
  currency: "USD",
  created_at: "2025-01-01T09:00:00.000Z",
};

function renderCompanies(routes: FakeRoutes, user = makeUser("Super Admin"), route = "/companies") {
  const api = fakeApi(routes);
  renderWithApp(
    <TestSwr>
      <CompaniesPage />
      <ToastHost />
    </TestSwr>,
    { user, route },
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

describe("companies page", { timeout: 15_000 }, () => {
  it("lists companies 10 a page with a link to each company's site", async () => {
    const api = renderCompanies({ "GET /api/companies": { status: 200, data: page([acme]) } });
    const link = await screen.findByRole("link", { name: "acme" });
    expect(link).toHaveAttribute("href", `${window.location.protocol}//acme.localhost:${window.location.port}`);
    expect(screen.getByText("#112233")).toBeInTheDocument();
    expect(api.calls).toContain("GET /api/companies?page=1&per_page=10");
    expect(screen.getByRole("button", { name: "New company" })).toBeInTheDocument();
  });

  it("exports the searched set, not the page, as CSV", async () => {
    renderCompanies(
      { "GET /api/companies": { status: 200, data: page([acme]) } },
      undefined,
      "/companies?search=ac&page=2",
    );
    await screen.findByRole("link", { name: "acme" });
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/companies/export.csv?search=ac",
    );
  });

  it("reports a failed load with the server's message", async () => {
    renderCompanies({ "GET /api/companies": { status: 500, data: { message: "Server Error" } } });
    expect(await screen.findByRole("alert")).toHaveTextContent("Server Error");
    await waitFor(() => expect(document.querySelectorAll("#notistack-snackbar")).toHaveLength(1));
    expect(document.querySelector("#notistack-snackbar")).toHaveTextContent("Server Error");
  });

  it("reports a failed load without a server message as 'Failed to load companies'", async () => {
    renderCompanies({ "GET /api/companies": "network-error" });
    await waitFor(() =>
      expect(document.querySelector("#notistack-snackbar")).toHaveTextContent("Failed to load companies"),
    );
  });

  it("deletes a company once its subdomain is typed", async () => {
    const api = renderCompanies({
      "GET /api/companies": { status: 200, data: page([acme]) },
      [`DELETE /api/companies/${acme.id}`]: { status: 204 },
    });
    const menu = await openRowMenu("Acme Froyo");
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete company" });
    const confirm = within(dialog).getByRole("button", { name: "Delete company" });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText("Type acme to confirm"), "acme");
    await userEvent.click(confirm);
    expect(await screen.findByText("Company deleted successfully")).toBeInTheDocument();
    expect(api.calls).toContain(`DELETE /api/companies/${acme.id}`);
    await waitFor(() => expect(api.calls.filter((call) => call.startsWith("GET /api/companies"))).toHaveLength(2));
  });

  it("says so when a delete fails", async () => {
    renderCompanies({
      "GET /api/companies": { status: 200, data: page([acme]) },
      [`DELETE /api/companies/${acme.id}`]: { status: 403, data: { message: "This action is unauthorized." } },
    });
    const menu = await openRowMenu("Acme Froyo");
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete company" });
    await userEvent.type(within(dialog).getByLabelText("Type acme to confirm"), "acme");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete company" }));
    expect(await screen.findByText("Failed to delete company")).toBeInTheDocument();
  });

  it("offers no changes to someone who may only view companies", async () => {
    renderCompanies(
      { "GET /api/companies": { status: 200, data: page([acme]) } },
      makeUser("Super Admin", { permissions: ["view companies"] }),
    );
    expect(await screen.findByText("Acme Froyo")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "New company" })).not.toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "more" })).not.toBeInTheDocument();
  });
});
