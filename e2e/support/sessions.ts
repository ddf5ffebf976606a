import type { Browser, BrowserContext, Page } from "@playwright/test";
import type { Account as RouteAccount } from "./app-routes.js";
import { test as base, expect, signIn } from "./fixtures.js";
import { appUrl } from "./urls.js";

/** The demo accounts a journey may start signed in as (route visits use the first three). */
export type Account = RouteAccount | "client" | "clientPro" | "acmeAdmin" | "acmePro";

const SIGN_INS: Record<Exclude<Account, "visitor">, { subdomain: string | null; email: string }> = {
  companyAdmin: { subdomain: "demo", email: "admin@demo.example.com" },
  superAdmin: { subdomain: null, email: "super@example.com" },
  client: { subdomain: "demo", email: "client@demo.example.com" },
  clientPro: { subdomain: "demo", email: "pro@demo.example.com" },
  acmeAdmin: { subdomain: "acme", email: "admin@acme.example.com" },
  acmePro: { subdomain: "acme", email: "pro@acme.example.com" },
};

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** Signs each account in through the form at most once per worker, on first use, and keeps its cookies. */
function sessionCache(browser: Browser) {
  const sessions = new Map<Account, Promise<StorageState>>();
  const signInOnce = async (account: Exclude<Account, "visitor">): Promise<StorageState> => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await signIn(page, SIGN_INS[account].subdomain, SIGN_INS[account].email);
      // Only the cookies: the local storage the app wrote at sign-in (its settings) would override a test's own.
      const { cookies } = await context.storageState();
      return { cookies, origins: [] };
    } finally {
      await context.close();
    }
  };
  return (account: Exclude<Account, "visitor">) => {
    if (!sessions.has(account)) sessions.set(account, signInOnce(account));
    return sessions.get(account) as Promise<StorageState>;
  };
}

/**
 * The fixtures' test with an `account` option: a describe block that says `test.use({ account: "companyAdmin" })`
 * gets pages already signed in as that account, without a sign-in per test. "visitor" is signed out. Only the
 * sign-in journeys themselves, and those that end or change a session (log out, a new password), sign in through
 * the form each time.
 */
export const test = base.extend<
  { account: Account; signedInAs: (page: Page, account: Exclude<Account, "visitor">) => Promise<void> },
  { sessionOf: ReturnType<typeof sessionCache> }
>({
  account: ["visitor", { option: true }],
  sessionOf: [async ({ browser }, use) => use(sessionCache(browser)), { scope: "worker" }],
  storageState: async ({ account, sessionOf }, use) =>
    use(account === "visitor" ? undefined : await sessionOf(account)),
  /** Gives the page's browser the account's session and opens its dashboard, as `signIn` lands there. */
  signedInAs: async ({ sessionOf }, use) =>
    use(async (page, account) => {
      await page.context().addCookies((await sessionOf(account)).cookies);
      const dashboard = appUrl(SIGN_INS[account].subdomain, "/dashboard");
      await page.goto(dashboard);
      await expect(page).toHaveURL(dashboard);
    }),
});
