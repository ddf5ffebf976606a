import type { Page, Request } from "playwright-core";
import { launchChromium, newPhoneContext } from "./chromium.js";
import type { Row } from "./ingestion.js";

export interface ScriptBytes {
  /** Compressed bytes: what the network carried. */
  bytes: number;
  files: number;
}

/**
 * Issue 22's baseline for "a third less": the /dashboard figure of `measureFirstLoadJs` on main at 5bae5e8, measured
 * 2026-11-28 in the p-bench worktree (the web app unchanged from main), the same in two runs (67 files). The sign-in
 * page's beside it was 146,929 bytes (18 files).
 */
export const DASHBOARD_JS_BASELINE_BYTES = 237_897;

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The sign-in page's JavaScript beside the dashboard's after signing in, against issue 22's "a third less". */
export async function firstLoadJsRows(origin: string, email: string): Promise<Row[]> {
  const { signIn, dashboard } = await measureFirstLoadJs(origin, email);
  const dashboardGoal = (DASHBOARD_JS_BASELINE_BYTES * 2) / 3;
  return [
    {
      figure: `/sign-in first-load JS (${signIn.files} files, compressed)`,
      value: kilobytes(signIn.bytes),
      budget: "≤ 160 KB",
      ok: signIn.bytes <= 160 * 1024,
    },
    {
      figure: `/dashboard JS of the first visit after signing in (${dashboard.files} files, compressed)`,
      value: kilobytes(dashboard.bytes),
      budget: `≤ ${kilobytes(dashboardGoal)} (2/3 of ${kilobytes(DASHBOARD_JS_BASELINE_BYTES)} on 5bae5e8)`,
      ok: dashboard.bytes <= dashboardGoal,
    },
  ];
}

/**
 * The JavaScript a new phone downloads to sign in and land on Home, in Lighthouse's phone screen as the rest of the
 * phone budget. A fresh browser (empty cache) opens /sign-in and counts what it fetches until the form shows and the
 * network is quiet (the sign-in page's figure; on a busy machine "networkidle" alone came before the page's lazy
 * chunks and moved them to the dashboard's); then it signs in through the form and counts what the app fetches from
 * the submit until /dashboard shows its fleet and the network is quiet again (the dashboard's figure). Through the
 * form rather than a session cookie straight to /dashboard, because that is "the first visit to /dashboard after
 * sign-in": what the sign-in page brought is in the cache by then, and code moved from one page to the other shows
 * in the sign-in figure printed beside it.
 */
export async function measureFirstLoadJs(origin: string, email: string, password = "demo-password") {
  const browser = await launchChromium();
  try {
    const page = await (await newPhoneContext(browser)).newPage();
    page.setDefaultTimeout(120_000);
    const network = watchNetwork(page);
    await page.goto(`${origin}/sign-in`);
    await page.getByRole("button", { name: "Sign in", exact: true }).waitFor();
    const signIn = await network.scriptsUntilQuiet();

    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(`${origin}/dashboard`);
    await page.getByRole("list", { name: "Kiosks", exact: true }).getByRole("listitem").first().waitFor();
    const dashboard = await network.scriptsUntilQuiet();
    return { signIn, dashboard };
  } finally {
    await browser.close();
  }
}

/** What the network has carried since the last call, and a wait for it to be quiet (what loads when idle counts). */
function watchNetwork(page: Page) {
  const QUIET_MS = 2_000;
  let inFlight = 0;
  let lastChange = Date.now();
  let scripts: Promise<number>[] = [];
  page.on("request", () => {
    inFlight++;
    lastChange = Date.now();
  });
  const ended = (request: Request) => {
    inFlight--;
    lastChange = Date.now();
    if (request.resourceType() === "script") scripts.push(request.sizes().then((size) => size.responseBodySize));
  };
  page.on("requestfinished", ended).on("requestfailed", ended);
  return {
    async scriptsUntilQuiet(): Promise<ScriptBytes> {
      while (inFlight > 0 || Date.now() - lastChange < QUIET_MS) await page.waitForTimeout(100);
      const sizes = await Promise.all(scripts);
      scripts = [];
      return { bytes: sizes.reduce((sum, size) => sum + size, 0), files: sizes.length };
    },
  };
}
