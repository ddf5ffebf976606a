import { type CompanyPublic, PRODUCT_MESSAGES, ROLE_NAMES } from "@froyo/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, onTestFinished } from "vitest";
import { ToastHost } from "../../../app/ToastHost";
import { type FakeRoutes, fakeApi } from "../../../test/fake-api";
import { demoCompany, makeUser } from "../../../test/fixtures";
import { page } from "../../../test/list-fixtures";
import { makeProduct } from "../../../test/product-fixtures";
import { renderWithApp } from "../../../test/render";
import { TestSwr } from "../../../test/swr";
import { setViewportWidth } from "../../../test/viewport";
import { ProductsPage } from "./ProductsPage";

const cone = makeProduct({ name: "Waffle Cone", sku: "CONE-1", category: "Cones", price_cents: 450, cost_cents: 180 });
const cup = makeProduct({
  name: "Mango Cup",
  sku: "CUP-2",
  category: "Cups",
  price_cents: 10,
  active: false,
  image: { path: "/uploads/demo/mango.png" },
});

function renderProducts(options: { user?: ReturnType<typeof makeUser>; route?: string; routes?: FakeRoutes } = {}) {
  const api = fakeApi({
    "GET /api/products": { status: 200, data: page([cone, cup], 12) },
    "GET /api/products/categories": { status: 200, data: { data: ["Cones", "Cups"] } },
    ...options.routes,
  });
  renderWithApp(
    <TestSwr>
      <ProductsPage />
      <ToastHost />
    </TestSwr>,
    { user: options.user ?? makeUser(ROLE_NAMES.companyAdmin), route: options.route ?? "/product" },
  );
  return api;
}

const listCalls = (api: { calls: string[] }) => api.calls.filter((call) => call.startsWith("GET /api/products?"));
const location = () => screen.getByTestId("location").textContent;

async function openRowMenu(name: string) {
  const row = (await screen.findByText(name)).closest('[role="row"]') as HTMLElement;
  const more = within(row).getByRole("menuitem", { name: "more" });
  await userEvent.click(more);
  await waitFor(() => expect(more).toHaveAttribute("aria-expanded", "true"));
  return document.getElementById(more.getAttribute("aria-controls") ?? "") as HTMLElement;
}

describe("products page", { timeout: 15_000 }, () => {
  it("lists products with their picture, prices as money and status", async () => {
    const api = renderProducts();
    const grid = await screen.findByRole("grid", { name: "Products" });
    const row = (await within(grid).findByText("Mango Cup")).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText("$0.10")).toBeInTheDocument();
    expect(within(row).getByText("CUP-2")).toBeInTheDocument();
    expect(within(row).getByText("Inactive")).toBeInTheDocument();
    expect(within(row).getByRole("img", { name: "Picture of Mango Cup" })).toHaveAttribute(
      "src",
      "/uploads/demo/mango.png",
    );
    expect(within(grid).getByText("$4.50")).toBeInTheDocument();
    expect(api.calls).toContain("GET /api/products?page=1&per_page=10&sort=name&order=asc");
  });

  it("prices in the company's currency when it has one", async () => {
    const company = { ...demoCompany, currency: "EUR" } as CompanyPublic;
    renderProducts({ user: makeUser(ROLE_NAMES.companyAdmin, { company }) });
    expect(await screen.findByText("€4.50")).toBeInTheDocument();
  });

  it("asks the server for the searched, filtered and sorted page, and keeps it in the address", async () => {
    const api = renderProducts({ route: "/product?active=false&page=2" });
    await screen.findByText("Waffle Cone");
    expect(api.calls).toContain("GET /api/products?page=2&per_page=10&sort=name&order=asc&active=false");

    await userEvent.click(screen.getByRole("columnheader", { name: "Price" }));
    await waitFor(() =>
      expect(listCalls(api)).toContain("GET /api/products?page=1&per_page=10&sort=price_cents&order=asc&active=false"),
    );

    await userEvent.click(screen.getByRole("combobox", { name: "Category" }));
    await userEvent.click(await screen.findByRole("option", { name: "Cones" }));
    await waitFor(() => expect(location()).toBe("/product?active=false&sort=price_cents&category=Cones"));

    await userEvent.type(screen.getByLabelText("Search name or SKU"), "cone");
    await waitFor(() =>
      expect(listCalls(api).at(-1)).toBe(
        "GET /api/products?page=1&per_page=10&sort=price_cents&order=asc&search=cone&category=Cones&active=false",
      ),
    );
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveTextContent("Inactive");
  });

  it("shows a failed load with the server's message and a Retry button", async () => {
    renderProducts({ routes: { "GET /api/products": { status: 500, data: { message: "Server Error" } } } });
    expect(await screen.findByRole("alert")).toHaveTextContent("Server Error");
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });

  it("warns that a sold product is archived, then shows the server's account of it", async () => {
    const api = renderProducts({
      routes: {
        [`DELETE /api/products/${cone.id}`]: {
          status: 200,
          data: { data: { outcome: "archived", message: PRODUCT_MESSAGES.archived } },
        },
      },
    });
    const menu = await openRowMenu("Waffle Cone");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Edit", "Delete"]);
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete product" });
    expect(dialog).toHaveTextContent("Delete Waffle Cone (SKU CONE-1)?");
    expect(dialog).toHaveTextContent("A product that has been sold is archived instead of deleted");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(PRODUCT_MESSAGES.archived)).toBeInTheDocument();
    expect(api.calls).toContain(`DELETE /api/products/${cone.id}`);
    await waitFor(() => expect(listCalls(api)).toHaveLength(2)); // the list is fetched again
  });

  it("reports a delete that got no answer", async () => {
    renderProducts({ routes: { [`DELETE /api/products/${cone.id}`]: "network-error" } });
    await userEvent.click(within(await openRowMenu("Waffle Cone")).getByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete product" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Something went wrong!")).toBeInTheDocument();
  });

  it("gives a Client, who may only view products, a read-only list", async () => {
    const client = makeUser(ROLE_NAMES.client);
    expect(client.permissions).toContain("view products");
    renderProducts({ user: client });
    expect(await screen.findByText("Waffle Cone")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "New product" })).not.toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "more" })).not.toBeInTheDocument();
    expect(screen.queryByRole("columnheader", { name: "Actions" })).not.toBeInTheDocument();
  });

  it("shows each product's cost to those who see sales figures", async () => {
    renderProducts();
    const grid = await screen.findByRole("grid", { name: "Products" });
    await within(grid).findByText("Mango Cup");
    const headers = within(grid)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers.slice(3, 5)).toEqual(["Price", "Cost"]);
    const costOf = (name: string) =>
      within(grid).getByText(name).closest('[role="row"]')?.querySelector('[data-field="cost_cents"]')?.textContent;
    expect(costOf("Waffle Cone")).toBe("$1.80");
    expect(costOf("Mango Cup")).toBe("—"); // no cost set
  });

  it("hides the cost column from those without view sales", async () => {
    const client = makeUser(ROLE_NAMES.client);
    expect(client.permissions).not.toContain("view sales");
    renderProducts({ user: client });
    const grid = await screen.findByRole("grid", { name: "Products" });
    await within(grid).findByText("Waffle Cone");
    expect(within(grid).getByRole("columnheader", { name: "Price" })).toBeInTheDocument();
    expect(within(grid).queryByRole("columnheader", { name: "Cost" })).not.toBeInTheDocument();
  });

  it("lets those who see costs but do not edit products read a product's cost history", async () => {
    const pro = makeUser(ROLE_NAMES.clientPro);
    expect(pro.permissions).toContain("view sales");
    expect(pro.permissions).not.toContain("edit products");
    renderProducts({
      user: pro,
      routes: {
        [`GET /api/products/${cone.id}/costs`]: {
          status: 200,
          data: { data: [{ cost_cents: 180, effective_from: "2026-01-05", created_at: "2026-01-05T09:00:00.000Z" }] },
        },
      },
    });
    const menu = await openRowMenu("Waffle Cone");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Cost history"]);
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Cost history" }));
    const dialog = await screen.findByRole("dialog", { name: "Cost history of Waffle Cone" });
    const table = await within(dialog).findByRole("table", { name: "Cost history" });
    expect(within(table).getByRole("row", { name: /Jan 5, 2026/ })).toHaveTextContent("$1.80");
    expect(within(dialog).queryByRole("group", { name: "Add a cost" })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("offers platform staff on the bare domain no way to change a catalogue: products belong to a company", async () => {
    const meta = Object.assign(document.createElement("meta"), {
      name: "app-domain",
      content: window.location.hostname,
    });
    document.head.append(meta);
    onTestFinished(() => meta.remove());
    renderProducts({ user: makeUser(ROLE_NAMES.superAdmin) });
    expect(await screen.findByText("Waffle Cone")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "New product" })).not.toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "more" })).not.toBeInTheDocument();
  });

  it("offers only the actions a user holds", async () => {
    renderProducts({ user: makeUser(ROLE_NAMES.companyAdmin, { permissions: ["view products", "delete products"] }) });
    const menu = await openRowMenu("Waffle Cone");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Delete"]);
    expect(screen.queryByRole("button", { name: "New product" })).not.toBeInTheDocument();
  });

  it("shows each product as a card on a phone: every field labelled, the row menu one tap away", async () => {
    setViewportWidth(390);
    renderProducts();
    const list = await screen.findByRole("list", { name: "Products" });
    expect(screen.queryByRole("grid")).not.toBeInTheDocument();
    const card = within(list).getByText("Mango Cup").closest("li") as HTMLElement;
    expect(within(card).getByText("SKU").nextElementSibling).toHaveTextContent("CUP-2");
    expect(within(card).getByText("Status").nextElementSibling).toHaveTextContent("Inactive");
    await userEvent.click(within(card).getByRole("button", { name: "Actions for Mango Cup" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Edit" }));
    expect(await screen.findByRole("dialog", { name: "Edit Mango Cup" })).toBeInTheDocument();
  });
});
