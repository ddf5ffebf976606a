import type { Page } from "@playwright/test";
import { callApi, expectStatus } from "../support/api.js";
import { createKioskThroughApi, readCatalog, sendSale } from "../support/device.js";
import { expect, saveScreen } from "../support/fixtures.js";
import { solidPng } from "../support/png.js";
import { test } from "../support/sessions.js";
import { appUrl } from "../support/urls.js";

// Issue 10: the Products page (/product). Staff create a product with a picture, edit its price, and delete one that
// was sold, which archives it; a client reads the list without any write control. Prices are in the company's
// currency (the demo company's is USD). Screenshots: .artifacts/e2e/screens/products-*.

const grid = (page: Page) => page.getByRole("grid");
const productRow = (page: Page, name: string) => grid(page).getByRole("row", { name: new RegExp(name) });

/** Opens a row's menu (the Data Grid's "more" button of its actions cell) and picks `action`. */
async function chooseRowAction(page: Page, name: string, action: "Edit" | "Delete"): Promise<void> {
  await productRow(page, name).getByRole("menuitem", { name: "more" }).click();
  await page.getByRole("menuitem", { name: action, exact: true }).click();
}

test.describe("a Company Admin's products", () => {
  test.use({ account: "companyAdmin" });

  test("creates a product with a picture, edits its price, and deleting it once sold archives it", async ({ page }) => {
    // A whole journey (an upload, a kiosk and its sale through the device API, three dialogs).
    test.slow();
    const stamp = Date.now().toString(36).toUpperCase();
    const name = `Lychee Swirl ${stamp}`;
    const sku = `E2E-LYC-${stamp}`;
    await page.goto(appUrl("demo", "/product"));
    await expect(page.getByRole("heading", { name: "Products", level: 1 })).toBeVisible();
    await expect(productRow(page, "Original Tart")).toContainText("$4.50");

    await test.step("create it with a picture", async () => {
      await page.getByRole("button", { name: "New product" }).click();
      const dialog = page.getByRole("dialog", { name: "New product" });
      await dialog.getByLabel("Name", { exact: true }).fill(name);
      await dialog.getByLabel("SKU", { exact: true }).fill(sku);
      await dialog.getByRole("combobox", { name: "Category" }).fill("Frozen yogurt");
      await dialog.getByLabel("Price (USD)", { exact: true }).fill("4.75");
      await dialog.getByLabel("Description", { exact: true }).fill("Lychee and rose, made for the e2e journey.");
      await dialog.getByLabel("Picture", { exact: true }).setInputFiles({
        name: "lychee.png",
        mimeType: "image/png",
        buffer: solidPng(96, 96, [244, 143, 177]),
      });
      await expect(dialog.getByRole("img", { name: "Picture preview" })).toBeVisible();
      await saveScreen(page, "products-create-dialog");
      await dialog.getByRole("button", { name: "Create product" }).click();
      await expect(page.getByText("Product created successfully")).toBeVisible();
      await expect(dialog).toBeHidden();
    });

    const row = productRow(page, name);
    await test.step("the list shows it with its price formatted and its picture", async () => {
      await page.getByRole("searchbox", { name: "Search name or SKU" }).fill(stamp);
      await expect(grid(page).getByRole("row")).toHaveCount(2); // the header and the one product
      await expect(row).toContainText(sku);
      await expect(row).toContainText("Frozen yogurt");
      await expect(row).toContainText("$4.75");
      await expect(row).toContainText("Active");
      const picture = row.getByRole("img", { name: `Picture of ${name}` });
      await expect(picture).toHaveAttribute("src", /^\/uploads\/[0-9a-f-]+\/products\/[0-9a-f]+\.png$/);
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      // At a laptop's 1280 px every column fits: the grid has no sideways scrollbar, the row menu is in full view.
      await expect(page.locator(".MuiDataGrid-scrollbar--horizontal")).toHaveCount(0);
      await expect(grid(page).getByRole("columnheader", { name: "Actions" })).toBeInViewport({ ratio: 1 });
      await expect(row.getByRole("menuitem", { name: "more" })).toBeInViewport({ ratio: 1 });
      await saveScreen(page, "products-created");
    });

    await test.step("edit its price", async () => {
      await chooseRowAction(page, name, "Edit");
      const dialog = page.getByRole("dialog", { name: `Edit ${name}` });
      const price = dialog.getByLabel("Price (USD)", { exact: true });
      await expect(price).toHaveValue("4.75");
      await expect(dialog.getByRole("img", { name: "Picture preview" })).toBeVisible();
      await price.fill("5.25");
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Product updated successfully")).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText("$5.25");
      await expect(row).not.toContainText("$4.75");
    });

    // A kiosk (made through the API: adding one through the screens is fleet.spec.ts's journey) sells it once.
    const kiosk = await createKioskThroughApi(page, {
      name: `Products E2E ${stamp}`,
      serialNumber: `E2E-PRD-${stamp}`,
      ownerEmail: "pro@demo.example.com",
    });
    try {
      await test.step("a kiosk sells it through the device API", async () => {
        const product = (await readCatalog(kiosk.apiKey)).products.find((each) => each.sku === sku);
        expect(product?.price_cents).toBe(525);
        await sendSale(kiosk.apiKey, { productId: product?.id ?? "", quantity: 2, unitPriceCents: 525 });
      });

      await test.step("deleting the sold product archives it and takes it off the list", async () => {
        await chooseRowAction(page, name, "Delete");
        const dialog = page.getByRole("dialog", { name: "Delete product" });
        await expect(dialog).toContainText(`Delete ${name} (SKU ${sku})?`);
        await expect(dialog).toContainText("A product that has been sold is archived instead of deleted");
        await dialog.getByRole("button", { name: "Delete" }).click();
        await expect(
          page.getByText("The product has sales, so it was archived: its sales keep their name and price."),
        ).toBeVisible();
        await expect(row).toHaveCount(0);
        await saveScreen(page, "products-archived");
        // Archived, not offered for sale any more.
        expect((await readCatalog(kiosk.apiKey)).products.some((each) => each.sku === sku)).toBe(false);
      });
    } finally {
      expectStatus(await callApi(page, "POST", "/api/kiosks/delete", { json: { ids: [kiosk.id] } }), 204, "delete");
    }
  });
});

test("a client reads the products list, with no control to change it", async ({ signedInAs, page }) => {
  await signedInAs(page, "client");
  await page.goto(appUrl("demo", "/product"));
  await expect(page.getByRole("heading", { name: "Products", level: 1 })).toBeVisible();
  await expect(productRow(page, "Original Tart")).toContainText("$4.50");
  await expect(productRow(page, "Granola Crunch")).toContainText("$0.95");
  await expect(page.getByRole("button", { name: "New product" })).toHaveCount(0);
  await expect(grid(page).getByRole("columnheader", { name: "Actions" })).toHaveCount(0);
  await expect(grid(page).getByRole("menuitem", { name: "more" })).toHaveCount(0);
  await saveScreen(page, "products-client");
});
