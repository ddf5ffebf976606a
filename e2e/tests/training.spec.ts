import type { BrowserContext, Page } from "@playwright/test";
import { expect, saveScreen } from "../support/fixtures.js";
import { test } from "../support/sessions.js";
import { appUrl } from "../support/urls.js";

// The demo seed's links (server/src/demo/companies.ts): demo's manual asks for "demo-manual", acme's for nothing.
const PROMPT = "Please enter password to download the manual:";
const linksOf = (subdomain: string) => ({
  tutorial: `https://example.com/${subdomain}/tutorial-videos`,
  manual: `https://example.com/${subdomain}/user-manual.pdf`,
});

/** The external links need not load for real: the new tabs get a stand-in page, and the test reads their URL. */
async function stubExternalPages(context: BrowserContext): Promise<void> {
  await context.route("https://example.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>External</title>" }),
  );
}

/** Counts the new tabs a page opens, to prove that none opened. */
function countPopups(page: Page): () => number {
  let count = 0;
  page.on("popup", () => {
    count += 1;
  });
  return () => count;
}

test("the manual: a wrong password shows 'Incorrect password' and opens nothing; the right one opens it in a new tab", async ({
  signedInAs,
  page,
  context,
}) => {
  await stubExternalPages(context);
  const popups = countPopups(page);
  await signedInAs(page, "client");
  await page.goto(appUrl("demo", "/training/manual"));

  await page.getByRole("button", { name: "Download the manual" }).click();
  const dialog = page.getByRole("dialog", { name: "User manual" });
  await dialog.getByLabel(PROMPT).fill("not-the-password");
  await dialog.getByRole("button", { name: "Download" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Incorrect password");
  await saveScreen(page, "training-manual-incorrect-password");
  expect(popups()).toBe(0);
  expect(context.pages()).toHaveLength(1);

  await dialog.getByLabel(PROMPT).fill("demo-manual");
  const popupOpened = page.waitForEvent("popup");
  await dialog.getByRole("button", { name: "Download" }).click();
  const popup = await popupOpened;
  await popup.waitForURL(linksOf("demo").manual);
  expect(popup.url()).toBe(linksOf("demo").manual);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await expect(dialog).toBeHidden();
  // The link is handed out after the password only: it is nowhere in the page.
  expect(await page.content()).not.toContain(linksOf("demo").manual);
});

test("a manual without password opens at once, with no prompt", async ({ signedInAs, page, context }) => {
  await stubExternalPages(context);
  await signedInAs(page, "acmePro");
  await page.goto(appUrl("acme", "/training/manual"));
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Download the manual" }).click();
  const popup = await popupOpened;
  await popup.waitForURL(linksOf("acme").manual);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("the tutorial videos open in a new tab from a plain link, with no prompt", async ({
  signedInAs,
  page,
  context,
}) => {
  await stubExternalPages(context);
  await signedInAs(page, "client");
  await page.goto(appUrl("demo", "/training"));
  await expect(page.getByRole("heading", { level: 1, name: "Training" })).toBeVisible();
  await saveScreen(page, "training-overview");

  const tutorial = page
    .getByRole("region", { name: "Tutorial videos" })
    .getByRole("link", { name: /Watch the tutorial videos/ });
  await expect(tutorial).toHaveAttribute("target", "_blank");
  await expect(tutorial).toHaveAttribute("rel", "noopener noreferrer");
  const popupOpened = page.waitForEvent("popup");
  await tutorial.click();
  const popup = await popupOpened;
  await popup.waitForURL(linksOf("demo").tutorial);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.goto(appUrl("demo", "/training/tutorial"));
  await expect(page.getByRole("link", { name: /Watch the tutorial videos/ })).toHaveAttribute(
    "href",
    linksOf("demo").tutorial,
  );
});

test("the FAQ of a company with its own questions, opened from the keyboard", async ({ signedInAs, page }) => {
  await signedInAs(page, "clientPro");
  await page.goto(appUrl("demo", "/faqs"));
  const question = page.getByRole("button", { name: "How do I refill a tray?" });
  await expect(question).toHaveAttribute("aria-expanded", "false");
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("region", { name: "How do I refill a tray?" })).toContainText(
    "choose Refill on the tray",
  );
  await expect(page.getByRole("button", { name: "How do I sign in?" })).toHaveCount(0);
  await saveScreen(page, "faqs-demo");
});

test("the default FAQ of a company without its own", async ({ signedInAs, page }) => {
  await signedInAs(page, "acmeAdmin");
  await page.goto(appUrl("acme", "/faqs"));
  await expect(page.getByRole("button", { name: "How do I sign in?" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toHaveCount(7);
  await saveScreen(page, "faqs-default");
});
