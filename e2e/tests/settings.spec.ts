import type { Locator, Page } from "@playwright/test";
import { accessibilityProblems, waitUntilStill } from "../support/accessibility.js";
import { expect, saveScreen, topBarColour } from "../support/fixtures.js";
import { test } from "../support/sessions.js";
import { appUrl } from "../support/urls.js";

// The settings drawer's choices survive a reload: each test changes one, reloads, and checks what the browser
// actually shows (computed styles, <html> attributes) and what local storage keeps.

async function openSettings(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Settings", exact: true }).click();
  const drawer = page.getByRole("dialog", { name: "Settings" });
  await expect(drawer).toBeVisible();
  return drawer;
}

async function closeSettings(page: Page): Promise<void> {
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Settings" })).toBeHidden();
}

const storedSettings = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("app-settings") ?? "null") as Record<string, unknown> | null);

const htmlBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });

/** Reloads, then waits for the signed-in shell to be back. */
async function reloadShell(page: Page): Promise<void> {
  await page.reload();
  await expect(mainNav(page)).toBeVisible();
}

test.describe("settings drawer", () => {
  test.use({ account: "companyAdmin" });
  test.beforeEach(async ({ page }) => {
    await page.goto(appUrl("demo", "/dashboard"));
    await expect(mainNav(page)).toBeVisible();
  });

  test("is 360 px wide, traps focus, and closes with Escape back onto its button", async ({ page }) => {
    await saveScreen(page, "settings-light");
    const drawer = await openSettings(page);
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(360);
    await expect(drawer.getByRole("button", { name: "Reset settings" })).toBeDisabled();
    await saveScreen(page, "settings-drawer-open");
    // More Tab presses than the drawer has stops: the focus wraps around inside it, never reaching the page.
    for (let step = 0; step < 16; step += 1) {
      await page.keyboard.press("Tab");
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await closeSettings(page);
    await expect(page.getByRole("button", { name: "Settings", exact: true })).toBeFocused();
  });

  test("dark mode stays on after a reload, and the page is dark before the app runs", async ({ page }) => {
    const drawer = await openSettings(page);
    await drawer.getByRole("switch", { name: "Dark mode" }).check();
    await expect.poll(() => bodyBackground(page)).toBe("rgb(20, 26, 33)");
    await closeSettings(page);

    await reloadShell(page);
    expect(await bodyBackground(page)).toBe("rgb(20, 26, 33)");
    expect(await storedSettings(page)).toMatchObject({ colorScheme: "dark" });
    expect(await page.evaluate(() => localStorage.getItem("theme-mode"))).toBe("dark");
    await saveScreen(page, "settings-dark");

    // No flash of the light theme: with the app's JavaScript held back, index.html alone already paints dark.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto(appUrl("demo", "/dashboard"), { waitUntil: "domcontentloaded" });
    expect(await htmlBackground(page)).toBe("rgb(20, 26, 33)");
    expect(await page.evaluate(() => document.documentElement.dataset.colorScheme)).toBe("dark");
  });

  test("high contrast: light grey page behind white cards, kept after a reload", async ({ page }) => {
    const drawer = await openSettings(page);
    await drawer.getByRole("switch", { name: "High contrast" }).check();
    await closeSettings(page);
    await reloadShell(page);
    await expect.poll(() => bodyBackground(page)).toBe("rgb(244, 246, 248)");
    expect(await storedSettings(page)).toMatchObject({ contrast: "high" });
    await saveScreen(page, "settings-high-contrast");

    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto(appUrl("demo", "/dashboard"), { waitUntil: "domcontentloaded" });
    expect(await htmlBackground(page)).toBe("rgb(244, 246, 248)");
  });

  test("a colour preset colours the top bar, and 'default' brings back the company's colour", async ({ page }) => {
    const drawer = await openSettings(page);
    await drawer.getByRole("radio", { name: "Purple" }).check();
    await closeSettings(page);
    await reloadShell(page);
    await expect.poll(() => topBarColour(page)).toBe("rgb(118, 53, 220)");
    expect(await storedSettings(page)).toMatchObject({ primaryColor: "purple" });

    const again = await openSettings(page);
    await again.getByRole("radio", { name: "Company colour" }).check();
    await expect.poll(() => topBarColour(page)).toBe("rgb(223, 127, 140)");
  });

  test("a font applies to the page and stays after a reload", async ({ page }) => {
    const drawer = await openSettings(page);
    await drawer.getByRole("radio", { name: "DM Sans" }).check();
    await closeSettings(page);
    await reloadShell(page);
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).fontFamily))
      .toMatch(/^"DM Sans Variable"/);
    expect(await storedSettings(page)).toMatchObject({ fontFamily: "DM Sans Variable" });
  });

  test("right-to-left puts the side nav on the right, kept after a reload", async ({ page }) => {
    const drawer = await openSettings(page);
    // A click, then a wait: the switch turns once the right-to-left styles have loaded.
    await drawer.getByRole("switch", { name: "Right to left" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(drawer.getByRole("switch", { name: "Right to left" })).toBeChecked();
    await closeSettings(page);
    await reloadShell(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const box = await mainNav(page).boundingBox();
    expect(box?.x ?? 0).toBeGreaterThan(1280 / 2);
    expect(await storedSettings(page)).toMatchObject({ direction: "rtl" });
    await saveScreen(page, "settings-rtl-english");
  });

  test("Arabic translates the shell and turns the page right-to-left, remembered after a reload", async ({ page }) => {
    const drawer = await openSettings(page);
    // A click, then a wait: the choice shows once the Arabic texts have loaded.
    await drawer.getByRole("radio", { name: "العربية" }).click();
    await expect(page.getByRole("dialog", { name: "الإعدادات" })).toBeVisible();
    await closeSettings(page);
    await page.reload();
    await expect(page.getByRole("navigation", { name: "التنقل الرئيسي" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("link", { name: "سجل الطلبات", exact: true })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "الترقية إلى Pro" })).toBeVisible();
    await saveScreen(page, "settings-rtl-arabic");
  });

  test("mini layout: an 88 px rail of icons whose titles show as tooltips", async ({ page }) => {
    const drawer = await openSettings(page);
    await drawer.getByRole("radio", { name: "Mini" }).check();
    await closeSettings(page);
    await reloadShell(page);
    expect(await storedSettings(page)).toMatchObject({ navLayout: "mini" });
    const rail = mainNav(page).locator("xpath=..");
    await expect.poll(async () => (await rail.boundingBox())?.width).toBe(88);

    await mainNav(page).getByRole("link", { name: "Order history" }).hover();
    await expect(page.getByRole("tooltip", { name: "Order history" })).toBeVisible();
    await saveScreen(page, "nav-mini");
    await mainNav(page).getByRole("link", { name: "Order history" }).click();
    await expect(page).toHaveURL(appUrl("demo", "/orders"));
    await expect(mainNav(page).getByRole("link", { name: "Order history" })).toHaveAttribute("aria-current", "page");
  });

  test("horizontal layout: a bar of group menus under the top bar, usable by keyboard", async ({ page }) => {
    const drawer = await openSettings(page);
    await drawer.getByRole("radio", { name: "Horizontal" }).check();
    await closeSettings(page);
    await reloadShell(page);
    expect(await storedSettings(page)).toMatchObject({ navLayout: "horizontal" });

    const bar = mainNav(page);
    const topBar = await page.locator("header").first().boundingBox();
    const barBox = await bar.boundingBox();
    expect(barBox?.y ?? 0).toBeGreaterThanOrEqual((topBar?.y ?? 0) + (topBar?.height ?? 0) - 1);
    expect(barBox?.width ?? 0).toBeGreaterThan(600);

    const management = bar.getByRole("button", { name: "MANAGEMENT" });
    await management.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu", { name: "MANAGEMENT" });
    const products = menu.getByRole("menuitem", { name: "Products" });
    await expect(products).toBeFocused();
    await saveScreen(page, "nav-horizontal-menu");
    // Enter pressed on the item itself: on a busy CI machine the key once reached the page after the full-page
    // screenshot and opened nothing (twice in one run), though the item had the focus before it.
    await products.press("Enter");
    await expect(page).toHaveURL(appUrl("demo", "/product"));
    await expect(management).toHaveAttribute("aria-current", "true");
    await saveScreen(page, "nav-horizontal");
  });

  test("apparent nav colour: the side nav on its own dark surface", async ({ page }) => {
    await saveScreen(page, "nav-vertical");
    const drawer = await openSettings(page);
    await drawer.getByRole("radio", { name: "Apparent" }).check();
    await closeSettings(page);
    await reloadShell(page);
    const surface = mainNav(page).locator("xpath=../..");
    await expect
      .poll(() => surface.evaluate((element) => getComputedStyle(element).backgroundColor))
      .toBe("rgb(28, 37, 46)");
    expect(await storedSettings(page)).toMatchObject({ navColor: "apparent" });
    await saveScreen(page, "nav-vertical-apparent");
  });

  test("compact layout off lets the page use the full width; reset brings back the defaults", async ({ page }) => {
    const main = page.locator("main");
    expect(await main.evaluate((element) => getComputedStyle(element).maxWidth)).toBe("1200px");
    const drawer = await openSettings(page);
    await drawer.getByRole("switch", { name: "Compact layout" }).uncheck();
    await closeSettings(page);
    await reloadShell(page);
    expect(await main.evaluate((element) => getComputedStyle(element).maxWidth)).toBe("none");
    expect(await storedSettings(page)).toMatchObject({ compactLayout: false });

    const again = await openSettings(page);
    await again.getByRole("button", { name: "Reset settings" }).click();
    await expect(again.getByRole("switch", { name: "Compact layout" })).toBeChecked();
    expect(await main.evaluate((element) => getComputedStyle(element).maxWidth)).toBe("1200px");
    expect(await storedSettings(page)).toMatchObject({ compactLayout: true });
  });

  test("full screen follows the Fullscreen API", async ({ page }) => {
    const drawer = await openSettings(page);
    await drawer.getByRole("button", { name: "Full screen" }).click();
    await expect(drawer.getByRole("button", { name: "Exit full screen" })).toBeVisible();
    expect(await page.evaluate(() => document.fullscreenElement === document.documentElement)).toBe(true);
    await drawer.getByRole("button", { name: "Exit full screen" }).click();
    await expect(drawer.getByRole("button", { name: "Full screen" })).toBeVisible();
  });
});

test("a visitor switches the sign-in page to Arabic and back", async ({ page }) => {
  await page.goto(appUrl("demo", "/sign-in"));
  await page.getByRole("button", { name: "العربية" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await saveScreen(page, "sign-in-arabic");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
});

test.describe("the shell passes axe in every layout and colour", () => {
  test.use({ account: "client" });
  const combinations: { name: string; settings: Record<string, unknown>; language?: string }[] = [
    { name: "vertical, light", settings: {} },
    { name: "vertical, dark, apparent", settings: { colorScheme: "dark", navColor: "apparent" } },
    { name: "mini, high contrast", settings: { navLayout: "mini", contrast: "high" } },
    {
      name: "horizontal, dark, high contrast",
      settings: { navLayout: "horizontal", colorScheme: "dark", contrast: "high" },
    },
    { name: "vertical, Arabic, apparent", settings: { navColor: "apparent" }, language: "ar" },
    { name: "mini, Arabic", settings: { navLayout: "mini" }, language: "ar" },
    { name: "horizontal, right-to-left", settings: { navLayout: "horizontal", direction: "rtl" } },
  ];
  for (const { name, settings, language } of combinations) {
    test(name, async ({ page }) => {
      await page.addInitScript(
        ([stored, chosen]) => {
          localStorage.setItem("app-settings", JSON.stringify(stored));
          if (chosen) localStorage.setItem("app-language", chosen);
        },
        [settings, language] as const,
      );
      await page.goto(appUrl("demo", "/dashboard"));
      await expect(page.getByRole("navigation").first()).toBeVisible();
      expect(await accessibilityProblems(page)).toEqual([]);
      await saveScreen(page, `shell-${name.replace(/\W+/g, "-")}`);

      const settingsName = language === "ar" ? "الإعدادات" : "Settings";
      await page.getByRole("button", { name: settingsName, exact: true }).click();
      await expect(page.getByRole("dialog", { name: settingsName })).toBeVisible();
      // The pointer still rests on the button: its tooltip fades in, and axe would measure it half transparent.
      await waitUntilStill(page);
      expect(await accessibilityProblems(page)).toEqual([]);
    });
  }

  test.describe(() => {
    test.use({ account: "companyAdmin" }); // the MANAGEMENT menu is staff's

    test("with a horizontal menu open", async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem("app-settings", JSON.stringify({ navLayout: "horizontal" })));
      await page.goto(appUrl("demo", "/dashboard"));
      await mainNav(page).getByRole("button", { name: "MANAGEMENT" }).click();
      await expect(page.getByRole("menu", { name: "MANAGEMENT" })).toBeVisible();
      expect(await accessibilityProblems(page)).toEqual([]);
    });
  });
});
