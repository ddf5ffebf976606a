import { expect, saveScreen } from "../support/fixtures.js";
import { test } from "../support/sessions.js";
import { appUrl } from "../support/urls.js";

test.describe("what a role may see", () => {
  test("a client opening /users lands on /404", async ({ signedInAs, page }) => {
    await signedInAs(page, "client");
    await page.goto(appUrl("demo", "/users"));
    await expect(page).toHaveURL(appUrl("demo", "/404"));
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await saveScreen(page, "client-users-404");
  });

  test("a client's nav, upgrade banner and footer", async ({ signedInAs, page }) => {
    await signedInAs(page, "client");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    for (const entry of ["Home", "Statements", "Order history", "Products", "Submit a ticket"]) {
      await expect(nav.getByRole("link", { name: entry, exact: true })).toBeVisible();
    }
    for (const hidden of ["Users", "Promo codes", "Notifications", "Sales analytics", "Companies"]) {
      await expect(nav.getByRole("link", { name: new RegExp(`^${hidden}`) })).toHaveCount(0);
    }

    const banner = page.getByRole("complementary", { name: "Upgrade to Pro" });
    await expect(banner.getByText("Only $65/month")).toBeVisible();
    await expect(banner.getByRole("link", { name: "Upgrade to Pro" })).toBeVisible();

    await expect(page.getByText("This software is licensed by Demo Froyo, LLC.")).toBeVisible();
    await saveScreen(page, "dashboard-demo-client");
  });

  test("a 'Client - Pro' sees the PRO entries and no upgrade banner", async ({ signedInAs, page }) => {
    await signedInAs(page, "clientPro");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    for (const entry of ["Home", "Order history", "Products", "Promo codes", "Sales analytics"]) {
      await expect(nav.getByRole("link", { name: new RegExp(`^${entry}`) })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Users", exact: true })).toHaveCount(0);
    await expect(page.getByText("Only $65/month")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Upgrade to Pro" })).toHaveCount(0);
    await expect(page.getByText("This software is licensed by Demo Froyo, LLC.")).toBeVisible();
  });
});
