import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS } from "./first-load-js.js";

/** Lighthouse's mobile performance score (0–100) with its default simulated throttling. */
export async function lighthousePerformance(url: string, cookie?: string): Promise<number> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ["performance"],
      logLevel: "error",
      output: "json",
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    const score = result?.lhr.categories.performance?.score;
    if (score === undefined || score === null) {
      const reason = result?.lhr.runtimeError?.message ?? "no reason given";
      throw new Error(`Lighthouse gave no score for ${url}: ${reason}`);
    }
    return Math.round(score * 100);
  } finally {
    chrome.kill();
  }
}
