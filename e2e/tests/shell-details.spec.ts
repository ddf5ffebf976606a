import type { Page } from "@playwright/test";
import { expect } from "../support/fixtures.js";
import { test } from "../support/sessions.js";
import { appUrl } from "../support/urls.js";

// Issue 21, part 10: the shell's small things, each on one page load. The mini rail's User manual (a button, the
// other entries are links) centred like the rest; the horizontal layout's logo readable on a preset's colour; toasts
// top-right but under the top bar, off the bell, the settings and the account menu.

/** Stores the settings as the settings drawer would, before the app's scripts read them. */
async function withSettings(page: Page, settings: Record<string, string>): Promise<void> {
  await page.addInitScript((stored) => {
    if (!location.protocol.startsWith("http")) return;
    localStorage.setItem("app-settings", JSON.stringify(stored));
    if (stored.colorScheme) localStorage.setItem("theme-mode", stored.colorScheme);
  }, settings);
}

const centreX = async (page: Page, name: string) => {
  const box = await page
    .getByRole("navigation")
    .getByRole(name === "User manual" ? "button" : "link", { name })
    .locator("svg")
    .first()
    .boundingBox();
  return box ? box.x + box.width / 2 : Number.NaN;
};

test.describe("the shell's details", () => {
  test.use({ account: "companyAdmin" });

  test("the mini rail in dark mode with the apparent colour centres the User manual's icon like the others", async ({
    page,
  }) => {
    await withSettings(page, { navLayout: "mini", colorScheme: "dark", navColor: "apparent" });
    await page.goto(appUrl("demo", "/dashboard"));
    await expect(page.getByRole("navigation").getByRole("button", { name: "User manual" })).toBeVisible();
    const home = await centreX(page, "Home");
    expect(Math.abs((await centreX(page, "User manual")) - home)).toBeLessThanOrEqual(1);
  });

  test("the horizontal layout with the purple preset shows the logo on a white plate, not on the purple bar", async ({
    page,
  }) => {
    await withSettings(page, { navLayout: "horizontal", primaryColor: "purple" });
    await page.goto(appUrl("demo", "/dashboard"));
    const bar = page.locator("header").first();
    await expect(bar).toHaveCSS("background-color", "rgb(118, 53, 220)"); // #7635DC
    const logo = bar
      .getByRole("link")
      .filter({ has: page.getByRole("img") })
      .first();
    await expect(logo).toBeVisible();
    await expect(logo).toHaveCSS("background-color", "rgb(255, 255, 255)");
  });

  test("a toast shows top-right under the top bar, clear of the bell, the settings and the account menu", async ({
    page,
  }) => {
    await page.route("**/api/sales/export?**", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Boom." }) }),
    );
    await page.goto(appUrl("demo", "/orders"));
    await page.getByRole("button", { name: "Export CSV" }).click();
    const toast = page.locator(".notistack-MuiContent").filter({ hasText: /Boom\.|The export failed/ });
    await expect(toast).toBeVisible();
    const toastBox = await toast.boundingBox();
    const barBox = await page.locator("header").first().boundingBox();
    expect(toastBox && barBox && toastBox.y).toBeGreaterThanOrEqual((barBox?.y ?? 0) + (barBox?.height ?? 0));
    const viewport = page.viewportSize()?.width ?? 0;
    expect((toastBox?.x ?? 0) + (toastBox?.width ?? 0)).toBeGreaterThan(viewport - 40); // still on the right
  });
});
