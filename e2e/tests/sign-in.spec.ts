import { expect, saveScreen, signIn, submitSignIn, test } from "../support/fixtures.js";
import { appUrl } from "../support/urls.js";

test.describe("sign in", () => {
  test("a signed-out visitor of /users signs in and comes back to /users (returnTo)", async ({ page }) => {
    await page.goto(appUrl("demo", "/users"));
    await expect(page).toHaveURL(/\/sign-in\?returnTo=(%2F|\/)users$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await saveScreen(page, "sign-in-demo");

    await submitSignIn(page, "admin@demo.example.com");
    await expect(page).toHaveURL(appUrl("demo", "/users"));
    await expect(page.getByRole("link", { name: "Users", exact: true })).toHaveAttribute("aria-current", "page");
  });

  test("the root / takes a signed-in user to /dashboard", async ({ page }) => {
    await signIn(page, "demo", "admin@demo.example.com");
    await page.goto(appUrl("demo", "/"));
    await expect(page).toHaveURL(appUrl("demo", "/dashboard"));
    await expect(page.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");
    await saveScreen(page, "dashboard-demo-admin");
  });
});
