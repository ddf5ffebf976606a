import path from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import { ARTIFACTS_DIR } from "./paths.js";
import { appUrl } from "./urls.js";

export const DEMO_PASSWORD = "demo-password";
export const DEMO_RGB = "rgb(223, 127, 140)"; // #DF7F8C
export const ACME_RGB = "rgb(46, 125, 140)"; // #2E7D8C

/** Fills the sign-in form of the page's subdomain (the page must be on /sign-in) and submits it. */
export async function submitSignIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Signs in through the real form on `subdomain` and waits for the dashboard. */
export async function signIn(
  page: Page,
  subdomain: string | null,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(appUrl(subdomain, "/sign-in"));
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(appUrl(subdomain, "/dashboard"));
}

/** Screenshots of key screens are for a person to look at, so they are taken when asked for (E2E_SCREENS=1). */
const keepsScreens = process.env.E2E_SCREENS === "1";

/** A full-page screenshot of a key screen, kept under .artifacts/e2e/screens/ (git-ignored) with E2E_SCREENS=1. */
export async function saveScreen(page: Page, name: string): Promise<void> {
  if (!keepsScreens) return;
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, "screens", `${name}.png`), fullPage: true });
}

/** The computed background colour of the first top bar (<header>, MUI's AppBar). */
export function topBarColour(page: Page): Promise<string> {
  return page
    .locator("header")
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);
}

/**
 * Every page of every test fails the test on an uncaught exception or a console.error, except the browser's own
 * "Failed to load resource" lines (an expected 401 from GET /auth/me when signed out, a 422 on a wrong password).
 */
export const test = base.extend<{ failOnBrowserErrors: undefined }>({
  failOnBrowserErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) => {
        page.on("pageerror", (error) => errors.push(`uncaught ${error.name}: ${error.message} (${page.url()})`));
        page.on("console", (message) => {
          if (message.type() !== "error" || message.text().startsWith("Failed to load resource")) return;
          errors.push(`console.error: ${message.text()} (${page.url()})`);
        });
      };
      context.pages().forEach(watch);
      context.on("page", watch);
      await use(undefined);
      expect(errors, "errors logged in the browser").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
