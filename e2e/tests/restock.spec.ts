import type { Page } from "@playwright/test";
import { accessibilityProblems, waitUntilSettled, waitUntilStill } from "../support/accessibility.js";
import { expect, saveScreen } from "../support/fixtures.js";
import { test } from "../support/sessions.js";
import { budget } from "../support/time-budget.js";
import { appUrl } from "../support/urls.js";

// Issue 24, parts 3 and 4: a Company Admin plans a round from the due list (the demo's 90 days of sales make the
// forecasts), makes a pick list of two kiosks, reads its lines and the van's load, and prints it: on paper only the
// list, one block per kiosk. axe on /restock and on the pick list; the due list in Arabic.
// Screenshots: .artifacts/e2e/screens/.

const dueList = (page: Page) => page.getByRole("list", { name: "Kiosks due for a visit" });

/** The due list as the horizon shows it; the week's when the next 24 hours hold fewer than two kiosks. */
async function openDueList(page: Page): Promise<string[]> {
  await page.goto(appUrl("demo", "/restock"));
  await waitUntilSettled(page);
  await expect(page.getByRole("tab", { name: "Due", selected: true })).toBeVisible();
  // The demo's own kiosks: other journeys add kiosks ("… E2E …") whose trays may hold nothing to bring.
  const names = async () =>
    (await dueList(page).getByRole("heading", { level: 3 }).allTextContents()).filter((name) => !/E2E/.test(name));
  const shown = (await dueList(page).isVisible()) ? await names() : [];
  if (shown.length >= 2) return shown;
  await page.getByRole("button", { name: "A week" }).click();
  await expect(page).toHaveURL(/horizon=168/);
  await expect(dueList(page)).toBeVisible();
  await waitUntilStill(page);
  return names();
}

test.describe("restock: due list → pick list → print view", () => {
  test.use({ account: "companyAdmin" });

  test("select two due kiosks, make a pick list, read its lines and totals, print only the list", async ({ page }) => {
    test.slow();
    let kiosks: string[] = [];

    await test.step("the due list shows kiosks, each with its visit time and trays; axe finds nothing", async () => {
      kiosks = await openDueList(page);
      expect(kiosks.length).toBeGreaterThanOrEqual(2);
      const first = dueList(page).getByRole("listitem", { name: kiosks[0] });
      await expect(first.getByText("Visit by")).toBeVisible();
      await expect(first.getByRole("link", { name: "Record visit" })).toHaveAttribute("href", /^\/restock\/visit\//);
      await saveScreen(page, "restock-due");
      expect(await accessibilityProblems(page)).toEqual([]);
    });

    await test.step("tick two kiosks, keep the next full hour, make the pick list: it opens", async () => {
      for (const name of kiosks.slice(0, 2)) {
        await page.getByRole("checkbox", { name: `Select ${name}` }).check();
      }
      await expect(page.getByText("2 kiosks selected")).toBeVisible();
      await expect(page.getByLabel("Planned visit")).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:00$/);
      await page.getByRole("button", { name: "Make pick list" }).click();
      await expect(page).toHaveURL(/\/restock\/pick-lists\/[0-9a-f-]{36}$/, { timeout: budget(15_000) });
      await expect(page.getByText("Pick list made")).toBeVisible();
      // The toast is the toaster's, not this page's: axe looks at the list once it has gone.
      await expect(page.getByText("Pick list made")).toBeHidden({ timeout: budget(15_000) });
    });

    await test.step("the list has a block per kiosk with its lines, and the van's load per product", async () => {
      await expect(page.getByRole("heading", { name: "Pick list", level: 1 })).toBeVisible();
      for (const name of kiosks.slice(0, 2)) {
        const block = page.getByRole("region", { name, exact: true });
        await expect(block).toBeVisible();
        // A kiosk whose trays are at par has nothing to bring; any other has a line per tray.
        await expect(
          block.getByRole("table", { name: `What to bring to ${name}` }).or(block.getByText("Nothing to bring")),
        ).toBeVisible();
      }
      const totals = page.getByRole("region", { name: "Van load" });
      await expect(totals).toBeVisible();
      const csv = page.getByRole("link", { name: "Download CSV" });
      await expect(csv).toHaveAttribute("href", /^\/api\/restock\/pick-lists\/[0-9a-f-]{36}\.csv$/);
      await waitUntilStill(page);
      await saveScreen(page, "restock-pick-list");
      expect(await accessibilityProblems(page)).toEqual([]);
    });

    await test.step("printed: no nav, top bar or buttons; the blocks and the totals are there", async () => {
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
      await expect(page.getByRole("banner")).toBeHidden();
      await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
      await expect(page.getByRole("link", { name: "Download CSV" })).toBeHidden();
      await expect(page.getByRole("heading", { name: "Pick list", level: 1 })).toBeVisible();
      for (const name of kiosks.slice(0, 2)) {
        const block = page.getByRole("region", { name, exact: true });
        await expect(block).toBeVisible();
        expect(await block.evaluate((element) => getComputedStyle(element).breakInside)).toBe("avoid");
      }
      await expect(page.getByRole("region", { name: "Van load" })).toBeVisible();
      await saveScreen(page, "restock-pick-list-print");
      await page.emulateMedia({ media: "screen" });
    });

    await test.step("the pick lists tab lists it, newest first", async () => {
      await page.getByRole("link", { name: "All pick lists" }).click();
      await expect(page).toHaveURL(/\/restock\?tab=pick-lists$/);
      const table = page.getByRole("table", { name: "Pick lists" });
      await expect(table.getByRole("row").nth(1)).toContainText(kiosks[0] ?? "");
      await expect(table.getByRole("row").nth(1)).toContainText("Open");
    });
  });
});

test.describe("restock in Arabic", () => {
  test.use({ account: "companyAdmin" });

  test("the due list reads right to left, in Arabic, and axe finds nothing", async ({ page }) => {
    await page.goto(appUrl("demo", "/sign-in"));
    await page.evaluate(() => localStorage.setItem("app-language", "ar"));
    await page.goto(appUrl("demo", "/restock?horizon=168"));
    await waitUntilSettled(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { name: "إعادة التعبئة", level: 1 })).toBeVisible();
    await expect(page.getByRole("tab", { name: "المستحقة", selected: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "أسبوع" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("navigation").first().getByRole("link", { name: "إعادة التعبئة" })).toBeVisible();
    await waitUntilStill(page);
    await saveScreen(page, "restock-due-arabic");
    expect(await accessibilityProblems(page)).toEqual([]);
  });
});
