import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { accessibilityProblems, waitUntilSettled, waitUntilStill } from "../support/accessibility.js";
import { expect, saveScreen } from "../support/fixtures.js";
import { test } from "../support/sessions.js";
import { appUrl } from "../support/urls.js";

// Issue 25 part 3: franchise statements. The demo's Company Admin opens last month's statements (one per client who
// owns kiosks), opens the Client's and downloads it as PDF and CSV; the Client sees only their own; in Arabic it reads
// right to left. The previous month may be a draft or issued, depending on whether its issuing job has run yet.
// Screenshots: .artifacts/e2e/screens/statements-*.

const STATEMENT_PATH = /\/statements\/[0-9a-f-]{36}-\d{4}-\d{2}$/;

/** Clicks a download link and returns the file's suggested name and first bytes. */
async function download(page: Page, name: string): Promise<{ filename: string; text: string }> {
  const waiting = page.waitForEvent("download");
  await page.getByRole("link", { name }).click();
  const file = await waiting;
  return { filename: file.suggestedFilename(), text: await readFile(await file.path(), "latin1") };
}

test.describe("statements as the Company Admin", () => {
  test.use({ account: "companyAdmin" });

  test("lists every client's statement, opens one and downloads its PDF and CSV", async ({ page }) => {
    test.slow();
    await page.goto(appUrl("demo", "/dashboard"));
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Statements" }).click();
    await expect(page).toHaveURL(/\/statements$/);
    await expect(page.getByRole("heading", { name: "Statements", level: 1 })).toBeVisible();
    const grid = page.getByRole("grid", { name: /^Statements of / });
    await expect(grid.getByRole("link", { name: "Carl Client" })).toBeVisible();
    await expect(grid.getByRole("link", { name: "Petra Pro" })).toBeVisible();
    await expect(page.getByText(/^\d+ statements · .+ due in total$/)).toBeVisible();
    await waitUntilStill(page);
    await saveScreen(page, "statements-list");
    expect(await accessibilityProblems(page), "axe on the month's statements").toEqual([]);

    await grid.getByRole("link", { name: "Carl Client" }).click();
    await expect(page).toHaveURL(STATEMENT_PATH);
    await expect(page.getByRole("heading", { name: /^Statement of /, level: 1 })).toBeVisible();
    await expect(page.getByText("Carl Client (client@demo.example.com)")).toBeVisible();
    await expect(page.getByText(/^(Issued on |Draft — issued on )/)).toBeVisible();
    await expect(page.getByRole("table", { name: /^Sales by kiosk in / })).toBeVisible();
    const due = page.getByRole("table", { name: /^What the client owes for / });
    await expect(due.getByRole("rowheader", { name: /^Royalty [\d.]+%/ })).toBeVisible();
    await expect(due.getByRole("rowheader", { name: "Amount due" })).toBeVisible();
    await waitUntilStill(page);
    await saveScreen(page, "statements-statement");
    expect(await accessibilityProblems(page), "axe on a statement").toEqual([]);

    const pdf = await download(page, "Download PDF");
    expect(pdf.filename).toMatch(/^statement-\d{4}-\d{2}\.pdf$/);
    expect(pdf.text.startsWith("%PDF-")).toBe(true);
    const csv = await download(page, "Download CSV");
    expect(csv.filename).toMatch(/^statement-\d{4}-\d{2}\.csv$/);
    expect(csv.text.replace(/^\uFEFF|^\xEF\xBB\xBF/, "")).toMatch(/^statement,client,month,status,line,/);
    expect(csv.text).toContain("Carl Client");
  });
});

test.describe("statements as a client", () => {
  test.use({ account: "client" });

  test("sees only their own statement, whose PDF the server sends as a PDF", async ({ page }) => {
    await page.goto(appUrl("demo", "/statements"));
    await expect(page.getByRole("heading", { name: "Statements", level: 1 })).toBeVisible();
    await expect(page.getByText("Carl Client (client@demo.example.com)")).toBeVisible();
    await expect(page.getByRole("grid")).toHaveCount(0);
    await expect(page.getByText(/Petra Pro/)).toHaveCount(0);
    const href = await page.getByRole("link", { name: "Download PDF" }).getAttribute("href");
    expect(href).toMatch(/^\/api\/statements\/[0-9a-f-]{36}-\d{4}-\d{2}\.pdf$/);
    // Fetched by the page itself (its host and cookies), as the link would download it.
    const answer = await page.evaluate(async (url) => {
      const response = await fetch(url, { credentials: "same-origin" });
      const start = new Uint8Array(await response.arrayBuffer()).subarray(0, 5);
      return {
        status: response.status,
        type: response.headers.get("content-type"),
        start: String.fromCharCode(...start),
      };
    }, href ?? "");
    expect(answer).toEqual({ status: 200, type: "application/pdf", start: "%PDF-" });
    await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", /\.csv$/);
  });

  test("reads their statement right to left in Arabic, and axe finds nothing", async ({ page }) => {
    await page.goto(appUrl("demo", "/sign-in"));
    await page.evaluate(() => localStorage.setItem("app-language", "ar"));
    await page.goto(appUrl("demo", "/statements"));
    await waitUntilSettled(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { name: "كشوف الحساب", level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation").first().getByRole("link", { name: "كشوف الحساب" })).toBeVisible();
    await expect(page.getByRole("table", { name: /^المبيعات حسب الكشك في / })).toBeVisible();
    await expect(page.getByRole("link", { name: "تنزيل PDF" })).toBeVisible();
    await waitUntilStill(page);
    await saveScreen(page, "statements-arabic");
    expect(await accessibilityProblems(page)).toEqual([]);
  });
});
