import type { Page } from "@playwright/test";
import { expect } from "../support/fixtures.js";
import { test } from "../support/sessions.js";
import { appUrl } from "../support/urls.js";

// Issue 21, part 4: the order history fits the screen. From 1280 px up nothing in the list is cut (no id, column,
// header or filter label shortened, no column pushed out of the grid), in English and in Arabic; on a phone the
// search and filters fold behind one "Filters" button that counts those applied, and "Export CSV" keeps one line.

test.use({ account: "companyAdmin" });

/**
 * What the page's main area cuts: text shortened by an ellipsis or clipped by its box, and grid columns pushed
 * out of the grid's view (behind a horizontal scroll). Described by text or column, so a failure says what.
 */
function cutContent(page: Page): Promise<string[]> {
  return page.locator("main").evaluate((main) => {
    const cut: string[] = [];
    for (const element of [main, ...Array.from(main.querySelectorAll("*"))]) {
      const style = getComputedStyle(element);
      // MUI's hidden parts (an outline's legend, a header's menu button until hovered) are not shown.
      if (style.visibility === "hidden" || element.closest("legend") || !element.textContent) continue;
      if (!["hidden", "clip"].includes(style.overflowX) || element.clientWidth === 0) continue;
      // The grid's own frames also hold those hidden menu buttons; its columns are checked by their boxes below.
      if (element.querySelector('[role="row"]')) continue;
      if (element.scrollWidth > element.clientWidth + 1) {
        cut.push(`"${element.textContent.slice(0, 40)}" ${element.scrollWidth} px in ${element.clientWidth} px`);
      }
    }
    const view = main.querySelector(".MuiDataGrid-virtualScroller")?.getBoundingClientRect();
    for (const header of Array.from(main.querySelectorAll(".MuiDataGrid-columnHeader"))) {
      const box = header.getBoundingClientRect();
      if (view && box.width > 0 && (box.left < view.left - 1 || box.right > view.right + 1)) {
        cut.push(`column "${header.textContent}" outside the grid's view`);
      }
    }
    return cut;
  });
}

async function openOrders(page: Page, language: "en" | "ar", width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  if (language === "ar") await page.addInitScript(() => localStorage.setItem("app-language", "ar"));
  await page.goto(appUrl("demo", "/orders"));
  // The demo's 90 days of sales: a full first page.
  await expect(page.getByRole("grid").getByRole("row")).toHaveCount(26);
}

for (const [language, width] of [
  ["en", 1280],
  ["en", 1440],
  ["ar", 1280],
  ["ar", 1440],
] as const) {
  test(`nothing in the list is cut at ${width} px (${language})`, async ({ page }) => {
    await openOrders(page, language, width);
    expect(await cutContent(page)).toEqual([]);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the filters fold behind one button counting those applied, and Export CSV keeps one line", async ({ page }) => {
    await page.goto(appUrl("demo", "/orders?status=paid&search=DF-"));
    await expect(page.getByRole("list", { name: "Orders" }).getByRole("listitem").first()).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Status" })).toBeHidden();
    await expect(page.getByRole("searchbox", { name: "Order ID" })).toBeHidden();
    const exportButton = page.getByRole("button", { name: "Export CSV" });
    const lineHeight = await exportButton.evaluate((button) => Number.parseFloat(getComputedStyle(button).lineHeight));
    expect((await exportButton.boundingBox())?.height).toBeLessThan(2 * lineHeight);

    await page.getByRole("button", { name: "Filters (2)" }).click();
    await expect(page.getByRole("combobox", { name: "Status" })).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Order ID" })).toHaveValue("DF-");
  });
});
