import type { Browser, BrowserContext } from "@playwright/test";
import type { Account } from "./app-routes.js";
import { test as base, signIn } from "./fixtures.js";

const SIGN_INS: Record<Exclude<Account, "visitor">, { subdomain: string | null; email: string }> = {
  companyAdmin: { subdomain: "demo", email: "admin@demo.example.com" },
  superAdmin: { subdomain: null, email: "super@example.com" },
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
 * gets pages already signed in as that account, without a sign-in per test. "visitor" is signed out.
 */
export const test = base.extend<{ account: Account }, { sessionOf: ReturnType<typeof sessionCache> }>({
  account: ["visitor", { option: true }],
  sessionOf: [async ({ browser }, use) => use(sessionCache(browser)), { scope: "worker" }],
  storageState: async ({ account, sessionOf }, use) =>
    use(account === "visitor" ? undefined : await sessionOf(account)),
});
