import type { Locator, Page } from "@playwright/test";
import { expect, saveScreen } from "../support/fixtures.js";
import { test } from "../support/sessions.js";
import { appUrl } from "../support/urls.js";

// Issue 14: what a new user meets in the first hour. Every list is usable on a 390 px phone (each row a card whose
// actions are one tap away, nothing to scroll sideways); Arabic reads right to left with dates that never scramble;
// platform staff on the bare domain see the platform's menu; "Reset password" opens a page of that name.
// Screenshots: .artifacts/e2e/screens/first-hour-*.

const PHONE = { width: 390, height: 844 };

/** The page is no wider than the phone: nothing hides behind a sideways scroll. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** Opens the actions of the list's card naming `name`, picks Edit, and checks the dialog it opens. */
async function editFromCard(page: Page, list: Locator, name: string, dialogName: string): Promise<void> {
  const card = list.getByRole("listitem").filter({ hasText: name }).first();
  await card.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Edit", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: dialogName });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

test.describe("on a 390 px phone", () => {
  test.use({ viewport: PHONE });

  test.describe(() => {
    test.use({ account: "companyAdmin" });

    test("a Company Admin edits a user and a product from their cards", async ({ page }) => {
      await page.goto(appUrl("demo", "/users"));
      const users = page.getByRole("list", { name: "Users" });
      const client = users.getByRole("listitem").filter({ hasText: "client@demo.example.com" });
      await expect(client).toContainText("Role");
      await expect(client).toContainText("Status");
      await expectNoSidewaysScroll(page);
      await saveScreen(page, "first-hour-users-phone");
      const clientName = (await client.locator("> div").first().textContent())?.trim() ?? "";
      await editFromCard(page, users, clientName, `Edit ${clientName}`);

      await page.goto(appUrl("demo", "/product"));
      const products = page.getByRole("list", { name: "Products" });
      await expect(products.getByRole("listitem").filter({ hasText: "Original Tart" })).toContainText("$4.50");
      await expectNoSidewaysScroll(page);
      await saveScreen(page, "first-hour-products-phone");
      await editFromCard(page, products, "Original Tart", "Edit Original Tart");
    });

    test("the support tickets are cards, every column in view", async ({ page }) => {
      await page.goto(appUrl("demo", "/support"));
      await page.getByRole("textbox", { name: "Subject" }).fill("Phone list check");
      await page.getByRole("combobox", { name: "Category" }).click();
      await page.getByRole("option", { name: "Kiosk hardware" }).click();
      await page
        .getByRole("textbox", { name: "Message" })
        .fill("The tickets must fit a phone without a sideways scroll.");
      await page.getByRole("button", { name: "Submit ticket" }).click();
      const ticket = page.getByRole("list", { name: "Your tickets" }).getByRole("listitem").first();
      await expect(ticket).toContainText("Phone list check");
      await expect(ticket.locator("time")).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  });

  test.describe(() => {
    test.use({ account: "superAdmin" });

    test("platform staff edit a company from its card, with the platform's menu", async ({ page }) => {
      await page.goto(appUrl(null, "/companies"));
      const companies = page.getByRole("list", { name: "Companies" });
      await expect(companies.getByRole("listitem").filter({ hasText: "Acme Swirl" })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await saveScreen(page, "first-hour-companies-phone");
      await editFromCard(page, companies, "Acme Swirl", "Edit Acme Swirl");

      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu.getByRole("link", { name: "Companies", exact: true })).toBeVisible();
      await expect(menu.getByRole("link", { name: "Users", exact: true })).toBeVisible();
      for (const companyOnly of ["Order history", "Products", "Promo codes", "Sales analytics"]) {
        await expect(menu.getByRole("link", { name: companyOnly, exact: true })).toHaveCount(0);
      }
    });
  });
});

test.describe("in Arabic", () => {
  test.use({ account: "companyAdmin" });

  test.beforeEach(async ({ page }) => {
    await page.goto(appUrl("demo", "/sign-in"));
    await page.evaluate(() => localStorage.setItem("app-language", "ar"));
  });

  test("the page reads right to left, the settings drawer opens on the left, a date reads as Arabic writes it", async ({
    page,
  }) => {
    await page.goto(appUrl("demo", "/users"));
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");

    // The Company Admin signed in: the last sign-in of that row is a date-time in Arabic, isolated as one unit.
    const row = page.getByRole("row").filter({ hasText: "admin@demo.example.com" });
    const lastSignIn = row.locator('[data-field="last_sign_in_at"]');
    await expect(lastSignIn).toHaveText(/^\u2067.+[صم]\u2069$/);
    // Exactly Intl's Arabic text for the instant the API gives, between the isolate marks.
    const expected = await page.evaluate(async () => {
      const answer = await fetch("/api/users?search=admin%40demo.example.com", {
        headers: { accept: "application/json" },
      });
      const { data } = (await answer.json()) as { data: { email: string; last_sign_in_at: string }[] };
      const admin = data.find((user) => user.email === "admin@demo.example.com");
      const formatter = new Intl.DateTimeFormat("ar-u-nu-arab", { dateStyle: "medium", timeStyle: "short" });
      return `\u2067${formatter.format(new Date(admin?.last_sign_in_at ?? ""))}\u2069`;
    });
    await expect(lastSignIn).toHaveText(expected);
    await saveScreen(page, "first-hour-arabic-users");

    await page.getByRole("button", { name: "الإعدادات", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "الإعدادات" });
    await expect(drawer).toBeVisible();
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
  });

  test("on a phone the menu slides in from the right", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(appUrl("demo", "/dashboard"));
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.getByRole("button", { name: "فتح القائمة" }).click();
    const menu = page.getByRole("dialog", { name: "القائمة" });
    await expect(menu).toBeVisible();
    await expect
      .poll(async () => {
        const box = await menu.boundingBox();
        return box ? Math.round(box.x + box.width) : 0;
      })
      .toBe(PHONE.width);
    await saveScreen(page, "first-hour-arabic-phone-menu");
  });
});

test.describe(() => {
  test.use({ account: "companyAdmin" });

  test("the account menu's Reset password opens the Reset password page", async ({ page }) => {
    await page.goto(appUrl("demo", "/dashboard"));
    await page.getByRole("button", { name: "Account" }).click();
    await page.getByRole("menuitem", { name: "Reset password" }).click();
    await expect(page.getByRole("heading", { name: "Reset password", level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Reset password" })).toBeVisible();
  });
});
