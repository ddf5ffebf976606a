import { screenEmulationMetrics, userAgents } from "lighthouse/core/config/constants.js";
import { type Browser, type BrowserContext, chromium } from "playwright-core";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
}

/** A fresh context (empty cache, no cookies) with the phone Lighthouse's mobile profile emulates: screen and agent. */
export function newPhoneContext(browser: Browser): Promise<BrowserContext> {
  const phone = screenEmulationMetrics.mobile;
  return browser.newContext({
    viewport: { width: phone.width, height: phone.height },
    deviceScaleFactor: phone.deviceScaleFactor,
    isMobile: phone.mobile,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
}
