import type { Locator, Page } from "@playwright/test";
import { accessibilityProblems, navigateInApp, waitUntilSettled, waitUntilStill } from "../support/accessibility.js";
import { type Account, ROUTE_VISITS, type RouteVisit, readWebRoutePaths } from "../support/app-routes.js";
import { expect, saveScreen } from "../support/fixtures.js";
import { hasFocusInside, invisibleFocus, tabThroughPage, unreachedFocusables } from "../support/focus.js";
import { test } from "../support/sessions.js";
import { budget } from "../support/time-budget.js";
import { appUrl } from "../support/urls.js";
import { applyVariant, slug, VARIANTS, type Variant } from "../support/variants.js";

// Issue 3: every page passes axe (no serious or critical WCAG 2.0/2.1 A/AA violation) in light mode, dark mode and
// Arabic right-to-left; everything is reachable by keyboard with a visible focus ring; dialogs, menus and the
// navigation drawer keep the focus inside and give it back to their button. Screenshots: .artifacts/e2e/screens/.

const ACCOUNTS: readonly Account[] = ["visitor", "companyAdmin", "superAdmin"];

test("every route of the web app's route table has a visit", async () => {
  const tablePaths = [...new Set(await readWebRoutePaths())].sort();
  const visited = [...new Set(ROUTE_VISITS.map((visit) => visit.route))].sort();
  expect(visited, "add a visit to ROUTE_VISITS (e2e/support/app-routes.ts) for each route").toEqual(tablePaths);
});

test("the axe check finds a problem planted in a page, and sees it gone once fixed", async ({ page }) => {
  await page.goto(appUrl(null, "/404"));
  await waitUntilSettled(page);
  await page.evaluate(() => {
    const image = document.createElement("img");
    image.id = "planted";
    image.src = "data:image/gif;base64,R0lGODlhAQABAAAAACw=";
    document.querySelector("main")?.append(image);
  });
  expect(await accessibilityProblems(page)).toEqual([expect.stringMatching(/^image-alt: #planted \(/)]);
  await page.evaluate(() => document.getElementById("planted")?.setAttribute("alt", "A dot"));
  expect(await accessibilityProblems(page)).toEqual([]);
});

/**
 * Runs axe on the page as it is, keeps a screenshot, and records what it found: softly, so that one run reports
 * every failing page at once.
 */
async function checkWithAxe(page: Page, what: string, screen: string): Promise<void> {
  const problems = await accessibilityProblems(page);
  await saveScreen(page, screen);
  expect.soft(problems, `axe on ${what}`).toEqual([]);
}

for (const variant of VARIANTS) {
  test.describe(`axe, ${variant.name}`, () => {
    for (const account of ACCOUNTS) {
      const visits = ROUTE_VISITS.filter((visit) => visit.account === account);
      test.describe(() => {
        test.use({ account });
        test(`every page as ${account}`, async ({ page }) => {
          test.setTimeout(budget(20_000 + visits.length * 10_000));
          await visitEach(page, visits, variant);
        });
      });
    }

    test.describe(() => {
      test.use({ account: "companyAdmin" });
      // Three axe passes each, on full pages: a loaded machine needs more than the default 30 s.
      test("the account menu, a dialog with its errors, and the phone's nav drawer", async ({ page }) => {
        test.setTimeout(budget(60_000));
        await checkOverlays(page, variant);
      });

      test("the fleet with a kiosk's trays open, the add-kiosk errors, and the product dialog", async ({ page }) => {
        test.setTimeout(budget(60_000));
        await checkFleetAndProducts(page, variant);
      });
    });

    test("the sign-in errors and the reset-link confirmation", async ({ page }) => {
      await checkFormMessages(page, variant);
    });
  });
}

const mainText = async (page: Page) => (await page.locator("main").textContent()) ?? "";

/**
 * One page loads the first visit and moves on to the others as the app's links do: a page of its own per route
 * would load every script and font cold each time, and a reload per route would run the app's start-up again.
 */
async function visitEach(page: Page, visits: readonly RouteVisit[], variant: Variant): Promise<void> {
  await applyVariant(page, variant);
  let previousText = "";
  for (const [index, visit] of visits.entries()) {
    await test.step(visit.url, async () => {
      const url = appUrl(visit.subdomain, visit.url);
      if (index === 0) await page.goto(url);
      else await navigateInApp(page, visit.url);
      await waitUntilSettled(page);
      // Still on the page asked for (not sent to /sign-in or /404: the account may open it), and showing it.
      await expect(page).toHaveURL(url);
      const text = await mainText(page);
      expect(text, "the page shows new content").not.toBe(previousText);
      previousText = text;
      await variant.expectShown(page);
      const screen = `a11y-${slug(variant.name)}-${visit.account}-${slug(visit.url)}`;
      await checkWithAxe(page, `${visit.url} (${visit.account}, ${variant.name})`, screen);
    });
  }
}

async function checkOverlays(page: Page, variant: Variant): Promise<void> {
  const { labels } = variant;
  const where = (what: string) => `${what} (${variant.name})`;
  await applyVariant(page, variant);

  await page.goto(appUrl("demo", "/dashboard"));
  await waitUntilSettled(page);
  await page.getByRole("button", { name: labels.account, exact: true }).click();
  await expect(page.getByRole("menu", { name: labels.account })).toBeVisible();
  await waitUntilStill(page);
  await checkWithAxe(page, where("the account menu"), `a11y-${slug(variant.name)}-account-menu`);
  await page.keyboard.press("Escape");

  await page.goto(appUrl("demo", "/users"));
  await waitUntilSettled(page);
  await page.getByRole("button", { name: labels.inviteUser, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: labels.inviteUser });
  await expect(dialog).toBeVisible();
  await waitUntilStill(page);
  await checkWithAxe(page, where("the invite dialog"), `a11y-${slug(variant.name)}-invite-dialog`);
  // Sent empty: every field shows its error message, in the error colour.
  await dialog.getByRole("button", { name: labels.sendInvitation }).click();
  await expect(dialog.locator('[aria-invalid="true"]')).not.toHaveCount(0);
  await waitUntilStill(page);
  await checkWithAxe(page, where("the invite dialog's errors"), `a11y-${slug(variant.name)}-invite-dialog-errors`);
  await page.keyboard.press("Escape");

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(appUrl("demo", "/dashboard"));
  await waitUntilSettled(page);
  await page.getByRole("button", { name: labels.openMenu }).click();
  await expect(page.getByRole("dialog", { name: labels.menu })).toBeVisible();
  await waitUntilStill(page);
  await checkWithAxe(page, where("the phone's nav drawer"), `a11y-${slug(variant.name)}-nav-drawer`);
}

/**
 * Issue 10's screens beyond what a visit of /dashboard and /product shows: the selected kiosk's trays beside the
 * fleet, the add-kiosk form sent empty (its field errors), and the product form, empty and with its errors.
 */
async function checkFleetAndProducts(page: Page, variant: Variant): Promise<void> {
  const { labels } = variant;
  const where = (what: string) => `${what} (${variant.name})`;
  const screen = (what: string) => `a11y-${slug(variant.name)}-${what}`;
  await applyVariant(page, variant);

  await page.goto(appUrl("demo", "/dashboard"));
  await waitUntilSettled(page);
  await page.getByRole("button", { name: "Santa Monica Pier", exact: true }).click();
  const trays = page.getByRole("complementary", { name: labels.traysOf("Santa Monica Pier") });
  await expect(trays.getByRole("meter")).toHaveCount(6);
  await waitUntilStill(page);
  await checkWithAxe(page, where("the fleet with a kiosk's trays open"), screen("fleet-trays"));

  await page.getByRole("button", { name: labels.addKiosk, exact: true }).click();
  const addKiosk = page.getByRole("dialog", { name: labels.addKiosk });
  await expect(addKiosk).toBeVisible();
  // Sent empty: the owner and the text fields show their errors (the time zone and trays have defaults).
  await addKiosk.getByRole("button", { name: labels.submitKiosk, exact: true }).click();
  await expect(addKiosk.locator('[aria-invalid="true"]')).not.toHaveCount(0);
  await waitUntilStill(page);
  await checkWithAxe(page, where("the add-kiosk dialog's errors"), screen("add-kiosk-errors"));
  await page.keyboard.press("Escape");
  await expect(addKiosk).toBeHidden();

  await navigateInApp(page, "/product");
  await waitUntilSettled(page);
  await page.getByRole("button", { name: labels.newProduct, exact: true }).click();
  const product = page.getByRole("dialog", { name: labels.newProduct });
  await expect(product).toBeVisible();
  await waitUntilStill(page);
  await checkWithAxe(page, where("the product dialog"), screen("product-dialog"));
  await product.getByRole("button", { name: labels.createProduct, exact: true }).click();
  await expect(product.locator('[aria-invalid="true"]')).not.toHaveCount(0);
  await waitUntilStill(page);
  await checkWithAxe(page, where("the product dialog's errors"), screen("product-dialog-errors"));
}

async function checkFormMessages(page: Page, variant: Variant): Promise<void> {
  const { labels } = variant;
  const screen = (what: string) => `a11y-${slug(variant.name)}-${what}`;
  await applyVariant(page, variant);

  await page.goto(appUrl("demo", "/sign-in"));
  await waitUntilSettled(page);
  // Sent empty: both fields show their error under them.
  await page.getByRole("button", { name: labels.signIn, exact: true }).click();
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(2);
  await waitUntilStill(page);
  await checkWithAxe(page, `the sign-in field errors (${variant.name})`, screen("sign-in-field-errors"));

  // The form-level alert shows what no field can (here the throttle's answer, given by the test: six real wrong
  // passwords would take a minute to wear off).
  await page.route("**/auth/login", (route) =>
    route.fulfill({ status: 429, json: { message: "Too many attempts. Try again in a minute." } }),
  );
  await page.locator('input[type="email"]').fill("nobody@demo.example.com");
  await page.locator('input[type="password"]').fill("not-the-password");
  await page.getByRole("button", { name: labels.signIn, exact: true }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await waitUntilStill(page);
  await checkWithAxe(page, `the sign-in alert (${variant.name})`, screen("sign-in-alert"));

  await page.goto(appUrl("demo", "/forgot-password"));
  await waitUntilSettled(page);
  await page.locator('input[type="email"]').fill("nobody@demo.example.com");
  await page.getByRole("button", { name: labels.sendResetLink }).click();
  await expect(page.getByRole("status")).toBeVisible();
  await waitUntilStill(page);
  await checkWithAxe(page, `the reset-link confirmation (${variant.name})`, screen("reset-link-sent"));
}

test.describe("keyboard", () => {
  for (const variant of VARIANTS) {
    test(`the sign-in page: every control in Tab order, each with a visible focus ring (${variant.name})`, async ({
      page,
    }) => {
      await applyVariant(page, variant);
      await page.goto(appUrl("demo", "/sign-in"));
      await waitUntilSettled(page);
      const stops = await tabThroughPage(page);
      expect(stops.length).toBeGreaterThanOrEqual(5); // logo, language, email, password and its toggle, link, submit
      expect(await unreachedFocusables(page), "controls the Tab key never reached").toEqual([]);
      expect(invisibleFocus(stops), "stops without a visible focus ring").toEqual([]);
    });
  }

  test.describe(() => {
    test.use({ account: "companyAdmin" });

    for (const variant of VARIANTS) {
      test(`the dashboard: nav links and top bar in Tab order, each with a visible focus ring (${variant.name})`, async ({
        page,
      }) => {
        test.setTimeout(budget(60_000)); // a Tab and a focus-ring measurement for each of some twenty stops
        await applyVariant(page, variant);
        await page.goto(appUrl("demo", "/dashboard"));
        await waitUntilSettled(page);
        const navLinks = await page
          .locator("nav a[href]")
          .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
        const stops = await tabThroughPage(page);
        expect(navLinks.length).toBeGreaterThan(5);
        expect(stops.filter((stop) => stop.region === "nav").map((stop) => stop.href)).toEqual(
          expect.arrayContaining(navLinks),
        );
        expect(stops.filter((stop) => stop.region === "header").map((stop) => stop.description)).toEqual([
          // The bell's name carries the unread count, which the alert sweep may raise at any moment.
          expect.stringMatching(new RegExp(`^<button> "${variant.labels.notifications}`)),
          `<button> "${variant.labels.settings}"`,
          `<button> "${variant.labels.account}"`,
        ]);
        expect(await unreachedFocusables(page), "controls the Tab key never reached").toEqual([]);
        expect(invisibleFocus(stops), "stops without a visible focus ring").toEqual([]);
        await page.keyboard.press("Shift+Tab"); // back onto the last stop, to show its ring
        await saveScreen(page, `a11y-keyboard-${slug(variant.name)}-dashboard`);
      });
    }

    test("the invite dialog keeps the focus inside and gives it back to its button on Escape", async ({ page }) => {
      await page.goto(appUrl("demo", "/users"));
      await waitUntilSettled(page);
      const opener = page.getByRole("button", { name: "Invite user" });
      await openFromKeyboard(opener);
      const dialog = page.getByRole("dialog", { name: "Invite user" });
      await expect(dialog).toBeVisible();
      await expect.poll(() => hasFocusInside(dialog)).toBe(true);
      await expectFocusKeptIn(page, dialog);
      await saveScreen(page, "a11y-keyboard-invite-dialog");
      await expectEscapeToReturnFocus(page, dialog, opener);
    });

    test("the account menu: arrow keys move, Tab stays inside, Escape returns to the button", async ({ page }) => {
      await page.goto(appUrl("demo", "/dashboard"));
      await waitUntilSettled(page);
      const opener = page.getByRole("button", { name: "Account" });
      await openFromKeyboard(opener);
      const menu = page.getByRole("menu", { name: "Account" });
      await expect(menu.getByRole("menuitem", { name: "Reset password" })).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(menu.getByRole("menuitem", { name: "Log out" })).toBeFocused();
      await expectFocusKeptIn(page, page.locator(".MuiPopover-root"));
      await expectEscapeToReturnFocus(page, menu, opener);
    });

    test.describe(() => {
      test.use({ viewport: { width: 375, height: 812 } });

      test("the phone's nav drawer keeps the focus inside and gives it back to the menu button", async ({ page }) => {
        await page.goto(appUrl("demo", "/dashboard"));
        await waitUntilSettled(page);
        const opener = page.getByRole("button", { name: "Open menu" });
        await openFromKeyboard(opener);
        const drawer = page.getByRole("dialog", { name: "Menu" });
        await expect(drawer).toBeVisible();
        await expect.poll(() => hasFocusInside(drawer)).toBe(true);
        await expectFocusKeptIn(page, drawer, 30); // more presses than the drawer has links
        await expectEscapeToReturnFocus(page, drawer, opener);
      });
    });
  });
});

/** Tab and Shift+Tab, more times than `container` has controls: the focus never leaves it. */
async function expectFocusKeptIn(page: Page, container: Locator, presses = 12): Promise<void> {
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let press = 0; press < presses; press += 1) {
      await page.keyboard.press(key);
      expect(await hasFocusInside(container), `focus inside after ${press + 1} × ${key}`).toBe(true);
    }
  }
}

/** Opens `opener`'s overlay as a keyboard user does: focus on the button, then Enter. */
async function openFromKeyboard(opener: Locator): Promise<void> {
  await opener.focus();
  await opener.page().keyboard.press("Enter");
}

/** Escape closes `overlay` and gives the focus back to the button that opened it. */
async function expectEscapeToReturnFocus(page: Page, overlay: Locator, opener: Locator): Promise<void> {
  await page.keyboard.press("Escape");
  await expect(overlay).toBeHidden();
  await expect(opener).toBeFocused();
}
