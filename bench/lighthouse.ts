import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS } from "./chromium.js";

export interface LighthouseRun {
  /** The mobile performance score, 0–100. */
  score: number;
  totalBlockingTimeMs: number;
  /** Lighthouse's measure of the host's CPU during this run (lhr.environment.benchmarkIndex). */
  benchmarkIndex: number;
}

/**
 * One Lighthouse run of `url` with its mobile profile and default simulated throttling, the CPU slowed down
 * `cpuSlowdown` times (Lighthouse's default is 4), in a fresh Chromium.
 */
export async function runLighthouse(url: string, cpuSlowdown: number, cookie?: string): Promise<LighthouseRun> {
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
      // Merged into the mobile profile's throttling (mobileSlow4G): only the CPU part changes.
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    const lhr = result?.lhr;
    const score = lhr?.categories.performance?.score;
    const totalBlockingTimeMs = lhr?.audits["total-blocking-time"]?.numericValue;
    if (!lhr || score === undefined || score === null || totalBlockingTimeMs === undefined) {
      const reason = lhr?.runtimeError?.message ?? "no reason given";
      throw new Error(`Lighthouse gave no score for ${url}: ${reason}`);
    }
    return {
      score: Math.round(score * 100),
      totalBlockingTimeMs: Math.round(totalBlockingTimeMs),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  } finally {
    chrome.kill();
  }
}
