import { accessibilityProblems, waitUntilStill } from "../support/accessibility.js";
import { callApi, expectStatus } from "../support/api.js";
import { callDevice, createKioskThroughApi, readCatalog } from "../support/device.js";
import { expect, saveScreen } from "../support/fixtures.js";
import { test } from "../support/sessions.js";
import { appUrl } from "../support/urls.js";

// Issue 25 part 1: the Company Admin refunds part of an order from its dialog on /orders, then sees the refund in the
// order, its figure in the list, and the kiosk's revenue lowered in analytics. The order is sold by a kiosk made for
// the journey: the demo fleet keeps selling, so only a kiosk of its own has figures that hold still.
// Screenshots: .artifacts/e2e/screens/refunds-*.

test.describe("a Company Admin's refunds", () => {
  test.use({ account: "companyAdmin" });

  test("refunds part of an order and sees it in the order, the list and analytics", async ({ page }) => {
    test.slow();
    await page.goto(appUrl("demo", "/orders"));
    const stamp = Date.now().toString(36).toUpperCase();
    const orderId = `E2E-RF-${stamp}`;
    const kiosk = await createKioskThroughApi(page, {
      name: `Refunds E2E ${stamp}`,
      serialNumber: `E2E-RF-${stamp}`,
      ownerEmail: "client@demo.example.com",
    });
    try {
      const product = (await readCatalog(kiosk.apiKey)).products[0];
      if (!product) throw new Error("The demo catalog is empty");
      const sold = await callDevice(kiosk.apiKey, "POST", "/sales", {
        sales: [
          {
            id: orderId,
            occurred_at: new Date(Date.now() - 60_000).toISOString(),
            items: [{ product_id: product.id, quantity: 2, unit_price_cents: 450 }],
            subtotal_cents: 900,
            discount_cents: 0,
            total_cents: 900,
            payment_method: "card",
          },
        ],
      });
      expect(sold.status).toBe(200);

      const order = page.getByRole("dialog", { name: `Order ${orderId}` });
      await test.step("refund 1.50 of the 9.00 order, with one unit given back", async () => {
        await page.goto(appUrl("demo", `/orders?search=${orderId}`));
        await page.getByRole("button", { name: orderId }).click();
        await order.getByRole("button", { name: "Refund" }).click();
        const form = page.getByRole("dialog", { name: `Refund order ${orderId}` });
        const amount = form.getByRole("textbox", { name: "Amount (USD)" });
        await expect(amount).toHaveValue("9.00");
        await amount.fill("1.50");
        await form.getByRole("textbox", { name: "Reason" }).fill("Spilled cup");
        await form.getByRole("spinbutton", { name: product.name }).fill("1");
        await waitUntilStill(page);
        await saveScreen(page, "refunds-form");
        expect(await accessibilityProblems(page), "axe on the refund form").toEqual([]);
        await form.getByRole("button", { name: "Refund" }).click();
        await expect(page.getByText("Refunded $1.50")).toBeVisible();
        await expect(form).toBeHidden();
      });

      await test.step("the order shows the refund, and 7.50 still to refund", async () => {
        await expect(order.getByRole("row", { name: "Refunded -$1.50" })).toBeVisible();
        const refunds = order.getByRole("list", { name: "Refunds" });
        await expect(refunds.getByRole("listitem")).toHaveCount(1);
        await expect(refunds).toContainText("$1.50");
        await expect(refunds).toContainText("Spilled cup");
        await expect(refunds).toContainText(`${product.name} × 1`);
        await expect(order.getByRole("button", { name: "Refund" })).toBeVisible();
        await saveScreen(page, "refunds-order");
        await order.getByRole("button", { name: "Close" }).click();
        const row = page.getByRole("grid", { name: "Orders" }).getByRole("row").filter({ hasText: orderId });
        await expect(row).toContainText("$1.50 refunded");
        await expect(row).toContainText("Paid");
      });

      await test.step("the kiosk's revenue in analytics is what it kept", async () => {
        await page.goto(appUrl("demo", `/dashboard/sales-analytics?kiosk_id=${kiosk.id}`));
        await expect(page.getByRole("region", { name: "Totals" })).toContainText("Revenue$7.50");
      });
    } finally {
      expectStatus(await callApi(page, "POST", "/api/kiosks/delete", { json: { ids: [kiosk.id] } }), 204, "delete");
    }
  });
});
