import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type * as Axe from "axe-core";
import { budget } from "./time-budget.js";

/** The WCAG levels the issue asks for: 2.0 and 2.1, A and AA. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Serious or critical WCAG A/AA problems axe finds on the page as it is now, one short line per element: the rule,
 * the element's selector and axe's own one-line reason, so a failure says what to fix and where.
 *
 * axe-core runs in the page itself, put there once per document (a journey moving through the app's own links
 * keeps it). The app has no frames, so this finds what @axe-core/playwright's default run over every frame finds;
 * that run hands each frame's partial results to a second, blank page to finish, and took 5 to 10 times as long
 * (1.2 s against 0.2 s on /404, 7 s against 0.8 s on /orders), which was most of the accessibility journeys' time.
 */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof Axe };
    const { violations } = await axe.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .flatMap((violation) =>
        violation.nodes.map((node) => {
          const reason = node.failureSummary?.split("\n").slice(1).join(" ").trim();
          return `${violation.id}: ${node.target.join(" ")}${reason ? ` (${reason})` : ""}`;
        }),
      );
  }, WCAG_TAGS);
}

declare global {
  interface Window {
    /** When the document last changed (performance.now()), kept by waitUntilStill's observer. */
    __lastMutationAt?: number;
  }
}

/** How long the document must stay unchanged to count as rendered. */
const QUIET_MS = 250;

/**
 * Waits until nothing on the page moves: every loader gone, the fonts in, no finite animation (a dialog fading in,
 * a drawer sliding) still running, and the document unchanged for a moment, since axe measures colour contrast on
 * what is painted at that moment.
 */
export async function waitUntilStill(page: Page, timeout = budget(10_000)): Promise<void> {
  await page.evaluate(() => {
    if (window.__lastMutationAt !== undefined) return;
    window.__lastMutationAt = performance.now();
    new MutationObserver(() => {
      window.__lastMutationAt = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  await page.waitForFunction(
    (quietMs) => {
      const loaders = document.querySelectorAll('[role="progressbar"], .MuiSkeleton-root, #nprogress');
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState === "running")
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
      const isQuiet = performance.now() - (window.__lastMutationAt ?? 0) >= quietMs;
      return loaders.length === 0 && running.length === 0 && isQuiet && document.fonts.status === "loaded";
    },
    QUIET_MS,
    { timeout },
  );
}

/** Waits until a page shows its real content: the boot splash gone, its h1 on screen, all still. */
export async function waitUntilSettled(page: Page, timeout = budget(10_000)): Promise<void> {
  await page.locator(".boot-splash").waitFor({ state: "detached", timeout });
  await page.getByRole("heading", { level: 1 }).first().waitFor({ state: "visible", timeout });
  await waitUntilStill(page, timeout);
}

/**
 * Goes to `path` the way the app's own links do (the History API, which the router listens to), without loading
 * the page again: each page's code runs as it does for a user moving around, and far faster than a reload.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, "", target);
    window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
  }, path);
}
