import { type CurrentUser, type Product, type ProductCost, ROLE_NAMES } from "@froyo/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { InternalAxiosRequestConfig } from "axios";
import { describe, expect, it, vi } from "vitest";
import { ToastHost } from "../../../app/ToastHost";
import { localToday } from "../../../lib/company-timezone";
import { type FakeRoutes, fakeApi } from "../../../test/fake-api";
import { makeUser } from "../../../test/fixtures";
import { makeProduct } from "../../../test/product-fixtures";
import { renderWithApp } from "../../../test/render";
import { TestSwr } from "../../../test/swr";
import { ProductFormDialog } from "./ProductFormDialog";

// The product form's cost (from today on) and the edit dialog's cost history (a cost from a chosen date on).

const cone = makeProduct({ name: "Waffle Cone", sku: "CONE-1", price_cents: 450, cost_cents: 180 });
const COSTS = `/api/products/${cone.id}/costs`;
const jan: ProductCost = { cost_cents: 180, effective_from: "2026-01-05", created_at: "2026-01-05T09:00:00.000Z" };
const nov: ProductCost = { cost_cents: 150, effective_from: "2025-11-20", created_at: "2025-11-20T09:00:00.000Z" };

async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) {
    await userEvent.click(input);
    await userEvent.paste(text);
  }
}

function renderForm(product: Product | null, routes: FakeRoutes = {}, user: CurrentUser = makeUser()) {
  const api = fakeApi({
    "GET /api/products/categories": { status: 200, data: { data: [] } },
    [`GET ${COSTS}`]: { status: 200, data: { data: [jan, nov] } },
    ...routes,
  });
  const onClose = vi.fn();
  renderWithApp(
    <TestSwr>
      <ProductFormDialog product={product} onClose={onClose} />
      <ToastHost />
    </TestSwr>,
    { user, route: "/product" },
  );
  const dialog = screen.getByRole("dialog");
  return { api, onClose, dialog };
}

const posts = (api: { requests: InternalAxiosRequestConfig[] }) =>
  api.requests.filter((request) => request.method === "post");
const textFields = (form: FormData) =>
  Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string"));

/** The history's section, once its table has arrived, and its add-a-cost group. */
async function costHistory(dialog: HTMLElement) {
  const section = within(dialog).getByRole("region", { name: "Cost history" });
  const table = await within(section).findByRole("table", { name: "Cost history" });
  const group = within(section).getByRole("group", { name: "Add a cost" });
  return {
    table,
    date: within(group).getByLabelText("From date"),
    amount: within(group).getByLabelText("New cost (USD)"),
    add: within(group).getByRole("button", { name: "Add cost" }),
  };
}

describe("a product's cost", { timeout: 15_000 }, () => {
  it("is sent in cents with a new product, and left out when empty", async () => {
    const { api, dialog } = renderForm(null, { "POST /api/products": { status: 201, data: { data: cone } } });
    await fill(within(dialog).getByLabelText("Name"), "Waffle Cone");
    await fill(within(dialog).getByLabelText("SKU"), "CONE-1");
    await fill(within(dialog).getByLabelText("Price (USD)"), "4.50");
    const cost = within(dialog).getByLabelText("Cost (USD)");
    expect(cost).toHaveAccessibleDescription("Optional; applies from today");
    await fill(cost, "1.8");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create product" }));
    expect(await screen.findByText("Product created successfully")).toBeInTheDocument();
    expect(textFields(posts(api)[0]?.data as FormData)).toMatchObject({ price_cents: "450", cost_cents: "180" });
    // A new product has no history yet: nothing to show or add to before it exists.
    expect(within(dialog).queryByRole("region", { name: "Cost history" })).not.toBeInTheDocument();
  });

  it("refuses a cost that is not an amount before sending anything", async () => {
    const { api, dialog } = renderForm(cone);
    const cost = within(dialog).getByLabelText("Cost (USD)");
    await fill(cost, "1.805");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(cost).toHaveAccessibleDescription("Enter the cost as an amount such as 4.50."));
    expect(posts(api)).toEqual([]);
  });

  it("editing, starts from the cost in force and sends it only when changed", async () => {
    const { api, dialog } = renderForm(cone, {
      [`POST /api/products/${cone.id}`]: { status: 200, data: { data: cone } },
    });
    const cost = within(dialog).getByLabelText("Cost (USD)");
    expect(cost).toHaveValue("1.80");
    await fill(cost, "2");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Product updated successfully")).toBeInTheDocument();
    expect(posts(api)).toHaveLength(1);
    expect(textFields(posts(api)[0]?.data as FormData)).toEqual({ cost_cents: "200" });
  });

  it("lists the history newest first, and adds a cost from a chosen date without saving the product", async () => {
    let history = [jan, nov];
    const { api, onClose, dialog } = renderForm(cone, {
      [`GET ${COSTS}`]: () => ({ status: 200, data: { data: history } }),
      [`POST ${COSTS}`]: (config) => {
        const body = JSON.parse(String(config.data)) as { cost_cents: number; effective_from: string };
        const cost = { ...body, created_at: "2026-03-01T09:00:00.000Z" };
        history = [cost, ...history];
        return { status: 201, data: { data: cost } };
      },
    });
    const { table, date, amount, add } = await costHistory(dialog);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["From", "Cost"]);
    expect(
      within(table)
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(["Jan 5, 2026$1.80", "Nov 20, 2025$1.50"]);
    // The company's today to start with (the demo company's timezone is UTC).
    expect(date).toHaveValue(localToday("UTC"));

    fireEvent.change(date, { target: { value: "2026-03-01" } });
    await fill(amount, "2.1");
    await userEvent.click(add);
    expect(await screen.findByText("Cost of $2.10 set from Mar 1, 2026")).toBeInTheDocument();
    const [post] = posts(api);
    expect(post?.url).toBe(COSTS);
    expect(JSON.parse(String(post?.data))).toEqual({ cost_cents: 210, effective_from: "2026-03-01" });
    // The history is fetched again; the product form stays open, unsaved.
    expect(await within(table).findByRole("row", { name: /Mar 1, 2026/ })).toHaveTextContent("$2.10");
    expect(amount).toHaveValue("");
    expect(onClose).not.toHaveBeenCalled();
    expect(posts(api)).toHaveLength(1);
  });

  it("adds the cost on Enter in its fields, not the product's save", async () => {
    const { api, dialog } = renderForm(cone, {
      [`POST ${COSTS}`]: { status: 201, data: { data: jan } },
    });
    const { amount } = await costHistory(dialog);
    await userEvent.type(amount, "1.8{Enter}");
    expect(await screen.findByText(/^Cost of \$1\.80 set from/)).toBeInTheDocument();
    expect(posts(api).map((post) => post.url)).toEqual([COSTS]);
  });

  it("shows the server's 422 messages under the fields they name", async () => {
    const { dialog } = renderForm(cone, {
      [`POST ${COSTS}`]: {
        status: 422,
        data: {
          message: "The given data was invalid.",
          errors: {
            effective_from: ["The effective from date must be a day as YYYY-MM-DD."],
            cost_cents: ["The cost must not be greater than 10000000 cents."],
          },
        },
      },
    });
    const { date, amount, add } = await costHistory(dialog);
    await fill(amount, "2");
    await userEvent.click(add);
    expect(await screen.findByText("Failed to save the cost")).toBeInTheDocument();
    expect(date).toHaveAccessibleDescription("The effective from date must be a day as YYYY-MM-DD.");
    expect(date).toHaveAttribute("aria-invalid", "true");
    expect(amount).toHaveAccessibleDescription("The cost must not be greater than 10000000 cents.");
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("asks for the amount before sending a cost", async () => {
    const { api, dialog } = renderForm(cone);
    const { amount, add } = await costHistory(dialog);
    await userEvent.click(add);
    await waitFor(() => expect(amount).toHaveAccessibleDescription("Enter the cost."));
    expect(posts(api)).toEqual([]);
  });

  it("to an editor who does not see costs: no cost field or history, only a cost to add", async () => {
    const editor = makeUser(ROLE_NAMES.companyAdmin, { permissions: ["view products", "edit products"] });
    const { api, dialog } = renderForm(cone, {}, editor);
    await waitFor(() => expect(api.calls).toContain("GET /api/products/categories"));
    const section = within(dialog).getByRole("region", { name: "Cost history" });
    expect(within(section).getByRole("group", { name: "Add a cost" })).toBeInTheDocument();
    expect(within(section).queryByRole("table")).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText("Cost (USD)")).not.toBeInTheDocument();
    expect(api.calls).not.toContain(`GET ${COSTS}`);
  });
});
