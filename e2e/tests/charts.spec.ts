import { chartsAsFirstDrawn, chartsNow, outOfPlot, recordFirstDrawnCharts } from "../support/chart-geometry.js";
import { expect } from "../support/fixtures.js";
import { test } from "../support/sessions.js";
import { appUrl } from "../support/urls.js";
import { applyVariant, VARIANTS } from "../support/variants.js";

// Issue 21, parts 3, 5 and 10: every chart draws its figures inside its plot area, at once (no entrance that keeps
// them off screen or shows slivers at an edge), in English and in Arabic right to left. One page load a check.

const PAGES = [
  { path: "/dashboard/sales-analytics", charts: { en: ["Over time", "Top products", "Kiosks"], ar: 3 } },
  { path: "/dashboard", charts: { en: ["Revenue, last 30 days"], ar: 1 } },
] as const;
const ENTRANCE_OVER_MS = 1_000;
const LANGUAGES = VARIANTS.filter((variant) => variant.name === "light" || variant.name === "Arabic right-to-left");

for (const variant of LANGUAGES) {
  const arabic = variant.storage["app-language"] === "ar";
  test.describe(`charts, ${arabic ? "Arabic" : "English"}`, () => {
    test.use({ account: "companyAdmin" });

    for (const { path, charts } of PAGES) {
      test(`${path} draws every chart's figures inside its plot area from the first frame`, async ({ page }) => {
        await applyVariant(page, variant);
        await recordFirstDrawnCharts(page);
        await page.goto(appUrl("demo", path));
        await expect(page.locator("html")).toHaveAttribute("dir", arabic ? "rtl" : "ltr");
        const count = arabic ? charts.ar : charts.en.length;
        await expect.poll(async () => (await chartsAsFirstDrawn(page)).length).toBe(count);
        const first = await chartsAsFirstDrawn(page);
        if (!arabic) expect(first.map((chart) => chart.name).sort()).toEqual([...charts.en].sort());
        for (const chart of first) {
          expect(chart.drawn.length, chart.name).toBeGreaterThan(0);
          expect(outOfPlot(chart), `${chart.name}, first drawn`).toEqual([]);
        }
        // What the first frame showed is the finished drawing: nothing grew or moved after it. The library's entrance
        // lasts well under a second; a second later it would be over.
        await page.waitForTimeout(ENTRANCE_OVER_MS);
        const now = await chartsNow(page);
        const round = (value: number) => Math.round(value);
        for (const chart of first) {
          const settled = now.find((other) => other.name === chart.name);
          expect(
            settled?.drawn.map((item) => Object.values(item.box).map(round)),
            chart.name,
          ).toEqual(chart.drawn.map((item) => Object.values(item.box).map(round)));
          expect(outOfPlot(settled ?? chart), `${chart.name}, settled`).toEqual([]);
        }
      });
    }
  });
}

const MONEY = /\$\d[\d,]*\.\d\d/;

test.describe("Home's revenue chart", () => {
  test.use({ account: "companyAdmin" });

  test("names its dates, tells a day's amount on hover and on focus, marks today unfinished, and fills its card", async ({
    page,
  }) => {
    await page.goto(appUrl("demo", "/dashboard"));
    const card = page.getByRole("region", { name: "Revenue, last 30 days" });
    const chart = card.locator("svg.MuiChartsSurface-root");
    await expect(chart.locator('.MuiLineElement-root[data-series="days"]')).toBeVisible();

    const dates = chart.locator(".MuiChartsAxis-tickLabel");
    await expect(dates.first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}$/);
    expect(await dates.count()).toBeGreaterThanOrEqual(3);
    // Today, not over yet: a dashed step from yesterday to a marked point, not a plunge of the solid line.
    await expect(chart.locator('.MuiLineElement-root[data-series="today"]')).toHaveAttribute("stroke-dasharray", "4 4");
    await expect(chart.locator('.MuiMarkElement-root[data-series="today"]')).toBeVisible();
    // No empty band: the chart reaches down to the card's padding (16 px).
    const cardBox = await card.boundingBox();
    const chartBox = await chart.boundingBox();
    expect((cardBox?.y ?? 0) + (cardBox?.height ?? 0) - ((chartBox?.y ?? 0) + (chartBox?.height ?? 0))).toBeLessThan(
      17,
    );

    const tooltip = page.locator(".MuiChartsTooltip-root");
    await chart.hover();
    await expect(tooltip).toContainText(MONEY);
    await page.mouse.move(0, 0);
    await chart.focus();
    for (let day = 0; day < 30; day++) await page.keyboard.press("ArrowRight");
    await expect(tooltip).toContainText(MONEY);
    await expect(tooltip).toContainText("(Today so far)");
  });
});
