import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS } from "./chromium.js";

/**
 * Lighthouse leaves a wait for network quiet running when a run on a busy machine ends, and its Chrome's closing
 * rejects it with "Target closed" outside any await (seen once in the run-by-run bench, which it ended). That one
 * rejection is dropped with a warning; any other stays fatal.
 */
process.on("unhandledRejection", (reason) => {
  const protocolError = (reason as { protocolError?: unknown } | null)?.protocolError;
  if (typeof protocolError === "string" && protocolError.endsWith("Target closed")) {
    console.warn(`Lighthouse: ${protocolError} after its run ended; ignored`);
    return;
  }
  throw reason;
});

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
