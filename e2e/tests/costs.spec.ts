import { accessibilityProblems, waitUntilStill } from "../support/accessibility.js";
import { callApi, expectStatus } from "../support/api.js";
import { createKioskThroughApi, sendSale } from "../support/device.js";
import { expect, saveScreen } from "../support/fixtures.js";
import { test } from "../support/sessions.js";
import { appUrl } from "../support/urls.js";

// Issue 25 part 2: the Company Admin gives a product a cost from a date in its edit dialog, sees it in the list, and
// after a kiosk sells the product, the margin beside the revenue in analytics. The product and the kiosk are made
// for the journey: the demo fleet keeps selling, so only a kiosk of its own has figures that hold still.
// Screenshots: .artifacts/e2e/screens/costs-*.

test.describe("a Company Admin's product costs", () => {
  test.use({ account: "companyAdmin" });

  test("sets a product's cost from a date, then sees the margin of its sale in analytics", async ({ page }) => {
    test.slow();
    await page.goto(appUrl("demo", "/product"));
    const stamp = Date.now().toString(36).toUpperCase();
    const name = `Cost Swirl ${stamp}`;
    const created = await callApi(page, "POST", "/api/products", {
      form: { name, sku: `E2E-CST-${stamp}`, price_cents: "400" },
    });
    expectStatus(created, 201, "POST /api/products");
    const productId = (created.body as { data: { id: string } }).data.id;
    const kiosk = await createKioskThroughApi(page, {
      name: `Costs E2E ${stamp}`,
      serialNumber: `E2E-CST-${stamp}`,
      ownerEmail: "client@demo.example.com",
    });
    try {
      await test.step("add a cost of 1.50 from three days ago in the product's edit dialog", async () => {
        await page.goto(appUrl("demo", `/product?search=${stamp}`));
        const row = page.getByRole("grid").getByRole("row", { name: new RegExp(name) });
        await row.getByRole("menuitem", { name: "more" }).click();
        await page.getByRole("menuitem", { name: "Edit", exact: true }).click();
        const dialog = page.getByRole("dialog", { name: `Edit ${name}` });
        const history = dialog.getByRole("region", { name: "Cost history" });
        await expect(history).toContainText("No cost set yet.");
        // Days before the sale's, whatever the company's and the kiosk's timezones make of today.
        const from = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
        const add = history.getByRole("group", { name: "Add a cost" });
        await add.getByLabel("From date").fill(from);
        await add.getByLabel("New cost (USD)").fill("1.50");
        await add.getByRole("button", { name: "Add cost" }).click();
        await expect(page.getByText(/^Cost of \$1\.50 set from/)).toBeVisible();
        await expect(history.getByRole("table", { name: "Cost history" }).getByRole("row")).toHaveCount(2);
        await waitUntilStill(page);
        await saveScreen(page, "costs-history");
        expect(await accessibilityProblems(page), "axe on the edit dialog with its cost history").toEqual([]);
        await dialog.getByRole("button", { name: "Cancel" }).click();
        await expect(dialog).toBeHidden();
        await expect(row).toContainText("$1.50");
      });

      await test.step("a kiosk sells two; analytics shows the margin beside the revenue", async () => {
        await sendSale(kiosk.apiKey, { productId, quantity: 2, unitPriceCents: 400 });
        await page.goto(appUrl("demo", `/dashboard/sales-analytics?kiosk_id=${kiosk.id}`));
        const totals = page.getByRole("region", { name: "Totals" });
        await expect(totals).toContainText("Revenue$8.00");
        // 8.00 of revenue less 2 × 1.50 of cost.
        await expect(totals).toContainText("Margin$5.00");
        await expect(totals).toContainText("62.5% of revenue");
        await saveScreen(page, "costs-analytics");
      });
    } finally {
      expectStatus(await callApi(page, "POST", "/api/kiosks/delete", { json: { ids: [kiosk.id] } }), 204, "delete");
      expectStatus(await callApi(page, "DELETE", `/api/products/${productId}`), 200, "delete the product");
    }
  });
});
