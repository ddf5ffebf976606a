import type { Page } from "@playwright/test";
import { accessibilityProblems, waitUntilSettled, waitUntilStill } from "../support/accessibility.js";
import { expect, saveScreen } from "../support/fixtures.js";
import { test } from "../support/sessions.js";
import { budget } from "../support/time-budget.js";
import { appUrl } from "../support/urls.js";
import { applyVariant, slug, VARIANTS } from "../support/variants.js";

// Issue 11: sales analytics (/dashboard/sales-analytics) and the dashboard's figures (/dashboard) on the demo data
// (90 days of sales through the kiosks' API). Presets, the previous period beside this one, the heatmap; the cards
// and the 30 days' chart; axe in light, dark and Arabic right-to-left; a phone. Screenshots: .artifacts/e2e/screens/.

const ANALYTICS = "/dashboard/sales-analytics";
const MONEY = /\$\d[\d,]*\.\d\d/;

const salesData = (page: Page) => page.waitForResponse((response) => response.url().includes("/api/sales/data?"));
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function choosePeriod(page: Page, name: string): Promise<void> {
  const answered = salesData(page);
  await page.getByRole("combobox", { name: "Period" }).click();
  await page.getByRole("option", { name, exact: true }).click();
  expect((await answered).status()).toBe(200);
}

test.describe("a Company Admin's sales analytics", () => {
  test.use({ account: "companyAdmin" });

  test("switches presets and shows this period beside the previous one, by product, kiosk, hour and weekday", async ({
    page,
  }) => {
    // Four periods, the breakdowns, a reload and a table: about 50 s on a busy CI machine.
    test.setTimeout(budget(60_000));
    await page.goto(appUrl("demo", ANALYTICS));
    await expect(page.getByRole("heading", { name: "Sales analytics", level: 1 })).toBeVisible();

    await test.step("the last 30 days by day, beside the 30 days before", async () => {
      const totals = page.getByRole("region", { name: "Totals" });
      await expect(totals.getByText(MONEY).first()).toBeVisible();
      await expect(totals.getByText(/^Previous period: \$\d/).first()).toBeVisible();
      await expect(totals.getByRole("img", { name: /against the previous period/ }).first()).toBeVisible();
      await expect(page.getByRole("button", { name: "Day" })).toHaveAttribute("aria-pressed", "true");
      const trend = page.getByRole("region", { name: "Over time" });
      await expect(trend.locator('.MuiLineElement-root[data-series="previous"]')).toHaveAttribute(
        "stroke-dasharray",
        "6 4",
      );
      await expect(trend.locator('.MuiLineElement-root[data-series="current"]')).toBeVisible();
      const table = trend.getByRole("table", { name: "Over time (Revenue) as a table" });
      await expect(table.getByRole("row")).toHaveCount(31); // the header and 30 days
      await waitUntilStill(page);
      await saveScreen(page, "analytics-30-days");
    });

    await test.step("the breakdowns: products and kiosks as bars, the heatmap's 7 × 24 cells, promo codes", async () => {
      await expect(page.getByRole("region", { name: "Top products" }).locator("svg rect").first()).toBeVisible();
      await expect(page.getByRole("region", { name: "Kiosks" }).locator("svg rect").first()).toBeVisible();
      const heatmap = page.getByRole("table", { name: "By hour and weekday" });
      await expect(heatmap.getByRole("cell")).toHaveCount(7 * 24);
      await expect(heatmap.getByRole("cell", { name: /^Monday 12:00 PM: \$/ })).toHaveCount(1);
      await expect(heatmap.locator('td:not([data-level="0"])').first()).toBeVisible();
      await expect(page.getByRole("region", { name: "Promo codes" })).toBeVisible();
    });

    await test.step("today by hour, then this year by week, each in the address bar", async () => {
      await choosePeriod(page, "Today");
      await expect(page).toHaveURL(/range=today/);
      await expect(page.getByRole("button", { name: "Hour" })).toHaveAttribute("aria-pressed", "true");
      await choosePeriod(page, "This year");
      await expect(page).toHaveURL(/range=this_year/);
      await expect(page.getByRole("button", { name: "Hour" })).toBeDisabled();
      await expect(page.getByRole("button", { name: "Week" })).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByRole("region", { name: "Totals" }).getByText(MONEY).first()).toBeVisible();
      await page.reload();
      await expect(page.getByRole("combobox", { name: "Period" })).toHaveText("This year");
    });

    await test.step("a chart as a table on screen", async () => {
      const products = page.getByRole("region", { name: "Top products" });
      await products.getByLabel("Show as table").check();
      const table = products.getByRole("table", { name: "Top products as a table" });
      await expect(table).toBeVisible();
      await expect(table.getByRole("row").nth(1)).toContainText(MONEY);
    });
  });

  test("the dashboard paints its cards, the 30 days' chart, top products and lost sales from one request", async ({
    page,
  }) => {
    const dashboardCalls: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/dashboard") dashboardCalls.push(request.url());
    });
    await page.goto(appUrl("demo", "/dashboard"));
    const figures = page.getByRole("region", { name: "Key figures" });
    for (const name of ["Revenue today", "Orders today", "Revenue this month", "Orders this month"]) {
      await expect(figures.getByRole("heading", { name, exact: true })).toBeVisible();
    }
    const month = figures.getByRole("article").filter({ hasText: "Revenue this month" });
    await expect(month.getByText(MONEY)).toBeVisible();
    await expect(figures.getByRole("article").filter({ hasText: "Kiosks online" })).toContainText(/\d+ of \d+/);
    const revenue = page.getByRole("region", { name: "Revenue, last 30 days" });
    await expect(revenue.locator("svg path").first()).toBeVisible();
    await expect(revenue.getByRole("table").getByRole("row")).toHaveCount(31);
    await expect(page.getByRole("region", { name: "Top products this month" }).getByRole("row").nth(1)).toContainText(
      MONEY,
    );
    await expect(page.getByRole("region", { name: "Sales lost to offline kiosks" })).toContainText("Estimate");
    await expect(page.getByRole("heading", { name: "Kiosks", level: 2 })).toBeVisible();
    expect(dashboardCalls).toHaveLength(1);
    await waitUntilStill(page);
    await saveScreen(page, "dashboard-figures");
  });
});

for (const variant of VARIANTS) {
  test.describe(`analytics and dashboard, ${variant.name}`, () => {
    test.use({ account: "companyAdmin" });

    test("pass axe", async ({ page }) => {
      test.setTimeout(budget(60_000));
      await applyVariant(page, variant);
      for (const path of [ANALYTICS, "/dashboard"]) {
        await page.goto(appUrl("demo", path));
        await waitUntilSettled(page, budget(20_000));
        await variant.expectShown(page);
        const problems = await accessibilityProblems(page);
        await saveScreen(page, `analytics-axe-${slug(variant.name)}-${slug(path)}`);
        expect.soft(problems, `axe on ${path}`).toEqual([]);
      }
      if (variant.storage["app-language"] === "ar") {
        await page.goto(appUrl("demo", ANALYTICS));
        await expect(page.getByRole("heading", { name: "تحليلات المبيعات", level: 1 })).toBeVisible();
        await expect(page.getByRole("table", { name: "حسب الساعة ويوم الأسبوع" }).getByRole("cell")).toHaveCount(168);
        // Figures in Arabic-Indic digits, as Arabic text writes them: not one Latin digit among the totals.
        const totals = page.getByRole("region", { name: "الإجماليات" });
        await expect(totals).toContainText(/[٠-٩]/);
        await expect(totals).not.toContainText(/[0-9]/);
        await page.goto(appUrl("demo", "/dashboard"));
        const figures = page.getByRole("region", { name: "الأرقام الرئيسية" });
        await expect(figures).toContainText(/[٠-٩]/);
        await expect(figures).not.toContainText(/[0-9]/);
      }
    });
  });
}

test.describe("on a phone", () => {
  test.use({ account: "companyAdmin", viewport: { width: 390, height: 844 } });

  test("the analytics and the dashboard fit the screen, charts full width", async ({ page }) => {
    await page.goto(appUrl("demo", ANALYTICS));
    const trend = page.getByRole("region", { name: "Over time" });
    await expect(trend.locator('.MuiLineElement-root[data-series="current"]')).toBeVisible();
    await waitUntilStill(page);
    expect(await noSidewaysScroll(page)).toBe(true);
    const chartWidth = await trend
      .locator("svg")
      .first()
      .evaluate((svg) => svg.getBoundingClientRect().width);
    expect(chartWidth).toBeGreaterThan(300);
    await saveScreen(page, "analytics-phone");

    await page.goto(appUrl("demo", "/dashboard"));
    await expect(page.getByRole("region", { name: "Key figures" }).getByText(MONEY).first()).toBeVisible();
    await waitUntilStill(page);
    expect(await noSidewaysScroll(page)).toBe(true);
    await saveScreen(page, "dashboard-phone");
  });
});
