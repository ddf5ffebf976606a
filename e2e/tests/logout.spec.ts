import type { Page } from "@playwright/test";
import { expect, saveScreen, signIn, test } from "../support/fixtures.js";
import { appUrl } from "../support/urls.js";

/** GET /auth/me from the page itself (Node's resolver does not know *.localhost; the browser's cookies apply). */
const meStatus = (page: Page) =>
  page.evaluate(() =>
    fetch("/auth/me", { headers: { accept: "application/json" } }).then((response) => response.status),
  );

test("the account menu shows the client id and logs out", async ({ page }) => {
  await signIn(page, "acme", "pro@acme.example.com");
  expect(await meStatus(page)).toBe(200);

  await page.getByRole("button", { name: "Account" }).click();
  await expect(page.getByText(/^Client ID: \S+$/)).toBeVisible();
  await expect(page.getByText("Client ID: N/A")).toHaveCount(0);
  await expect(page.getByRole("menuitem", { name: "Reset password" })).toBeVisible();
  await saveScreen(page, "account-menu");

  const reloaded = page.waitForEvent("load");
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await reloaded;
  await expect(page).toHaveURL((url) => url.host === new URL(appUrl("acme")).host && url.pathname === "/sign-in");
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  expect(await meStatus(page)).toBe(401);
});
