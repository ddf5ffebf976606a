import { chromium } from "playwright-core";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Compressed bytes of JavaScript a fresh browser fetches to show the page (what the network actually carried). */
export async function measureFirstLoadJs(url: string): Promise<{ bytes: number; files: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const scripts: Promise<number>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() === "script") scripts.push(request.sizes().then((s) => s.responseBodySize));
    });
    await page.goto(url, { waitUntil: "networkidle" });
    const sizes = await Promise.all(scripts);
    return { bytes: sizes.reduce((a, b) => a + b, 0), files: sizes.length };
  } finally {
    await browser.close();
  }
}
