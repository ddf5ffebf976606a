import type { Page } from "@playwright/test";
import { accessibilityProblems, waitUntilStill } from "../support/accessibility.js";
import { callDevice, createKioskThroughApi } from "../support/device.js";
import { expect, saveScreen } from "../support/fixtures.js";
import { test } from "../support/sessions.js";
import { appUrl } from "../support/urls.js";

// Issue 12: promo codes (/promo-codes). A Company Admin creates a code in the browser, a test kiosk redeems it through
// the kiosks' API, and the reloaded list counts the use, which the code's details show; a plain Client who opens the
// page is offered Pro instead, and no promo code call is made for them. axe finds nothing serious on either.
// Screenshots: .artifacts/e2e/screens/promo-codes-*.

async function expectNoAxeProblems(page: Page, what: string): Promise<void> {
  await waitUntilStill(page);
  expect(await accessibilityProblems(page), `axe on ${what}`).toEqual([]);
}

test.describe("a Company Admin's promo codes", () => {
  test.use({ account: "companyAdmin" });

  test("creates a code, a kiosk redeems it, and the list counts the use", async ({ page }) => {
    test.slow();
    const stamp = Date.now().toString(36).toUpperCase();
    const code = `E2E-${stamp}`;
    await page.goto(appUrl("demo", "/promo-codes"));
    await expect(page.getByRole("heading", { name: "Promo codes", level: 1 })).toBeVisible();
    const kiosk = await createKioskThroughApi(page, {
      name: `Promo E2E ${stamp}`,
      serialNumber: `E2E-PROMO-${stamp}`,
      ownerEmail: "client@demo.example.com",
    });
    const row = page.getByRole("grid", { name: "Promo codes" }).getByRole("row", { name: new RegExp(code) });

    await test.step("create it in the form", async () => {
      await page.getByRole("button", { name: "New promo code" }).click();
      const dialog = page.getByRole("dialog", { name: "New promo code" });
      await dialog.getByRole("textbox", { name: "Code" }).fill(code);
      await dialog.getByLabel("Description", { exact: true }).fill("Made by the e2e journey");
      await dialog.getByLabel("Percent off", { exact: true }).fill("15");
      await dialog.getByLabel("Total limit", { exact: true }).fill("5");
      await dialog.getByLabel("Starts", { exact: true }).fill("2026-01-01T00:00");
      await expect(dialog.getByText(/^In your time \(/)).toBeVisible();
      await saveScreen(page, "promo-codes-create-dialog");
      await expectNoAxeProblems(page, "the create dialog");
      await dialog.getByRole("button", { name: "Create promo code" }).click();
      await expect(page.getByText("Promo code created")).toBeVisible();
      await expect(dialog).toBeHidden();
      // The toast is the toaster's, not this page's: axe looks at the list once it has gone.
      await expect(page.getByText("Promo code created")).toBeHidden();
    });

    await test.step("find it by its code: no use yet", async () => {
      await page.getByRole("searchbox", { name: "Search code" }).fill(code);
      await expect(row).toContainText("15% off");
      await expect(row).toContainText("0 / 5");
      await expect(row).toContainText("Active");
      await expect(page.getByRole("tab", { name: "All (1)" })).toBeVisible();
      await expectNoAxeProblems(page, "the promo codes list");
    });

    await test.step("the kiosk redeems it through the device API", async () => {
      const answer = await callDevice(kiosk.apiKey, "POST", "/promocodes/redeem", {
        code: code.toLowerCase(),
        order_id: `E2E-ORDER-${stamp}`,
        subtotal_cents: 1000,
      });
      expect(answer).toEqual({ status: 200, body: { data: { code, discount_cents: 150, total_cents: 850 } } });
    });

    await test.step("after a reload the use is counted, and the details show the redemption", async () => {
      await page.reload();
      await expect(row).toContainText("1 / 5");
      await row.getByRole("button", { name: code }).click();
      const details = page.getByRole("dialog", { name: `Promo code ${code}` });
      const redemption = details.getByRole("row", { name: new RegExp(`E2E-ORDER-${stamp}`) });
      await expect(redemption).toContainText(`Promo E2E ${stamp}`);
      await expect(redemption).toContainText("$1.50");
      await saveScreen(page, "promo-codes-details");
      await expectNoAxeProblems(page, "a code's details");
      await details.getByRole("button", { name: "Close" }).click();
    });
  });
});

test.describe("a Client without Pro", () => {
  test("opening /promo-codes is offered Pro and the way to upgrade, without any promo code call", async ({
    signedInAs,
    page,
  }) => {
    const promoCalls: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/promocodes")) promoCalls.push(request.url());
    });
    await signedInAs(page, "client");
    await page.goto(appUrl("demo", "/promo-codes"));
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Promo codes", level: 1 })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Promo codes come with Pro" })).toBeVisible();
    await expect(main.getByText("Only $65/month")).toBeVisible();
    await saveScreen(page, "promo-codes-client-upsell");
    await expectNoAxeProblems(page, "the Pro offer");
    await main.getByRole("link", { name: "Upgrade to Pro" }).click();
    await expect(page).toHaveURL(appUrl("demo", "/support?category=Upgrade%20to%20Pro"));
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveText("Upgrade to Pro");
    expect(promoCalls).toEqual([]);
  });
});
