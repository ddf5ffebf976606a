import type { Page } from "@playwright/test";
import { expect, saveScreen } from "../support/fixtures.js";
import { test } from "../support/sessions.js";
import { appUrl } from "../support/urls.js";

test.use({ viewport: { width: 375, height: 812 } });

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

test("on a phone the nav is a drawer that replaces the history entry it navigates from", async ({
  signedInAs,
  page,
}) => {
  await signedInAs(page, "companyAdmin");
  // A second, ordinary history entry: the drawer's navigation must replace it, so Back skips it.
  await page.goto(appUrl("demo", "/support"));
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();

  await expect(page.getByRole("navigation", { name: "Main navigation" })).toHaveCount(0);
  await expect(page.getByText(/This software is licensed by/)).toHaveCount(0);
  const historyLength = await page.evaluate(() => history.length);

  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer.getByRole("button", { name: "Close menu" })).toBeVisible();
  await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(280);
  await expect.poll(() => bodyOverflow(page)).toBe("hidden");
  await saveScreen(page, "mobile-drawer-open");

  await drawer.getByRole("link", { name: "Order history", exact: true }).click();
  await expect(page).toHaveURL(appUrl("demo", "/orders"));
  await expect(drawer).toBeHidden();
  await expect.poll(() => bodyOverflow(page)).not.toBe("hidden");
  expect(await page.evaluate(() => history.length)).toBe(historyLength);

  await page.goBack();
  await expect(page).toHaveURL(appUrl("demo", "/dashboard"));
});
