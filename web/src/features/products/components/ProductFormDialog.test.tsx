import { MAX_IMAGE_BYTES, PRODUCT_MESSAGES, type Product } from "@froyo/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { InternalAxiosRequestConfig } from "axios";
import { describe, expect, it, vi } from "vitest";
import { ToastHost } from "../../../app/ToastHost";
import { setCookie } from "../../../test/cookies";
import { type FakeRoutes, fakeApi } from "../../../test/fake-api";
import { makeUser } from "../../../test/fixtures";
import { makeProduct } from "../../../test/product-fixtures";
import { renderWithApp } from "../../../test/render";
import { TestSwr } from "../../../test/swr";
import { ProductFormDialog } from "./ProductFormDialog";

const cone = makeProduct({
  name: "Waffle Cone",
  sku: "CONE-1",
  category: "Cones",
  description: "Crisp.",
  price_cents: 450,
  image: { path: "/uploads/demo/cone.png" },
});

const png = (name: string, bytes = 128) => new File([new Uint8Array(bytes)], name, { type: "image/png" });

async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) {
    await userEvent.click(input);
    await userEvent.paste(text);
  }
}

function renderForm(product: Product | null, routes: FakeRoutes = {}) {
  const api = fakeApi({
    "GET /api/products/categories": { status: 200, data: { data: ["Cones", "Cups"] } },
    [`GET /api/products/${cone.id}/costs`]: { status: 200, data: { data: [] } },
    ...routes,
  });
  const onClose = vi.fn();
  renderWithApp(
    <TestSwr>
      <ProductFormDialog product={product} onClose={onClose} />
      <ToastHost />
    </TestSwr>,
    { user: makeUser(), route: "/product" },
  );
  const dialog = screen.getByRole("dialog");
  const field = (label: string) => within(dialog).getByLabelText(label);
  return { api, onClose, dialog, field };
}

const posts = (api: { requests: InternalAxiosRequestConfig[] }) =>
  api.requests.filter((request) => request.method === "post");
/** The body of the one POST sent. */
const sentForm = (api: { requests: InternalAxiosRequestConfig[] }) => {
  const [request] = posts(api);
  expect(request?.data).toBeInstanceOf(FormData);
  return request?.data as FormData;
};
const textFields = (form: FormData) =>
  Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string"));

describe("product form", { timeout: 15_000 }, () => {
  it("creates a product as multipart form data, the price in cents, with its picture", async () => {
    setCookie("XSRF-TOKEN", "xsrf-123");
    const { api, onClose, dialog, field } = renderForm(null, {
      "POST /api/products": { status: 201, data: { data: cone } },
    });
    expect(dialog).toHaveAccessibleName("New product");
    await fill(field("Name"), "Waffle Cone");
    await fill(field("SKU"), "CONE-1");
    await fill(field("Category"), "Cones");
    await fill(field("Price (USD)"), "4.5");
    await fill(field("Description"), "Crisp.");
    await userEvent.click(field("Active"));
    const picture = png("cone.png");
    await userEvent.upload(field("Picture"), picture);
    await userEvent.click(within(dialog).getByRole("button", { name: "Create product" }));

    expect(await screen.findByText(PRODUCT_MESSAGES.created)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const [request] = posts(api);
    expect(request?.url).toBe("/api/products");
    expect(request?.headers.getContentType()).toMatch(/^multipart\/form-data/);
    expect(request?.headers.get("X-XSRF-TOKEN")).toBe("xsrf-123");
    const form = request?.data as FormData;
    expect(textFields(form)).toEqual({
      name: "Waffle Cone",
      sku: "CONE-1",
      category: "Cones",
      description: "Crisp.",
      price_cents: "450",
      active: "0",
    });
    expect(form.get("image")).toBe(picture);
  });

  it.each([
    ["0.10", "10"],
    ["12", "1200"],
    ["1.15", "115"],
    ["٤٫٥", "450"],
  ])("reads the price %s as %s cents, exactly", async (typed, cents) => {
    const { api, dialog, field } = renderForm(null, { "POST /api/products": { status: 201, data: { data: cone } } });
    await fill(field("Name"), "Cup");
    await fill(field("SKU"), "CUP-1");
    await fill(field("Price (USD)"), typed);
    await userEvent.click(within(dialog).getByRole("button", { name: "Create product" }));
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(sentForm(api).get("price_cents")).toBe(cents);
  });

  it("refuses a price or SKU the server would refuse, before sending anything", async () => {
    const { api, dialog, field } = renderForm(null);
    const submit = () => userEvent.click(within(dialog).getByRole("button", { name: "Create product" }));
    await fill(field("SKU"), "cone 1");
    await submit();
    expect(await within(dialog).findByText("The name field is required.")).toBeInTheDocument();
    expect(field("SKU")).toHaveAccessibleDescription(
      "The SKU may only contain letters, digits, dots, hyphens and underscores.",
    );
    expect(field("Price (USD)")).toHaveAccessibleDescription("The price field is required.");
    for (const bad of ["4.555", "-1", "1e3", "four"]) {
      await fill(field("Price (USD)"), bad);
      await submit();
      await waitFor(() =>
        expect(field("Price (USD)")).toHaveAccessibleDescription("Enter the price as an amount such as 4.50."),
      );
    }
    await fill(field("Price (USD)"), "100000.01");
    await submit();
    await waitFor(() =>
      expect(field("Price (USD)")).toHaveAccessibleDescription("The price must not be greater than $100,000.00."),
    );
    expect(posts(api)).toEqual([]);
  });

  it("refuses a picture over 2 MB before uploading, with the server's message", async () => {
    const { field } = renderForm(null);
    await userEvent.upload(field("Picture"), png("huge.png", MAX_IMAGE_BYTES + 1));
    expect(field("Picture")).toHaveAccessibleDescription("The image must not be greater than 2 MB.");
  });

  it("shows the server's 422 messages under their fields, the price's and the picture's included", async () => {
    const { dialog, field } = renderForm(null, {
      "POST /api/products": {
        status: 422,
        data: {
          message: "The given data was invalid.",
          errors: {
            sku: [PRODUCT_MESSAGES.skuTaken],
            price_cents: ["The price must not be greater than 10000000 cents."],
            image: ["The image must be a PNG, JPEG or WebP image."],
          },
        },
      },
    });
    await fill(field("Name"), "Waffle Cone");
    await fill(field("SKU"), "CONE-1");
    await fill(field("Price (USD)"), "4.50");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create product" }));
    expect(await screen.findByText(PRODUCT_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(field("SKU")).toHaveAccessibleDescription(PRODUCT_MESSAGES.skuTaken);
    expect(field("SKU")).toHaveAttribute("aria-invalid", "true");
    expect(field("Price (USD)")).toHaveAccessibleDescription("The price must not be greater than 10000000 cents.");
    expect(field("Picture")).toHaveAccessibleDescription("The image must be a PNG, JPEG or WebP image.");
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("edits: sends only what changed, and the picture's removal", async () => {
    const { api, dialog, field } = renderForm(cone, {
      [`POST /api/products/${cone.id}`]: { status: 200, data: { data: cone } },
    });
    expect(dialog).toHaveAccessibleName("Edit Waffle Cone");
    expect(field("Price (USD)")).toHaveValue("4.50");
    expect(within(dialog).getByRole("img", { name: "Picture preview" })).toHaveAttribute(
      "src",
      "/uploads/demo/cone.png",
    );
    await fill(field("Price (USD)"), "5");
    await fill(field("Description"), "");
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove picture" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText(PRODUCT_MESSAGES.updated)).toBeInTheDocument();
    expect(textFields(sentForm(api))).toEqual({ price_cents: "500", description: "", remove_image: "1" });
  });

  it("closes without a request when nothing changed (4.5 is still 4.50)", async () => {
    const { api, onClose, dialog, field } = renderForm(cone);
    await fill(field("Price (USD)"), "4.5");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts(api)).toEqual([]);
  });

  it("says so when a save gets no answer", async () => {
    const { dialog } = renderForm(cone, { [`POST /api/products/${cone.id}`]: "network-error" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove picture" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText(PRODUCT_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Something went wrong!");
  });
});
