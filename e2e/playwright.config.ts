import path from "node:path";
import { defineConfig } from "@playwright/test";
import { ARTIFACTS_DIR } from "./support/paths.js";
import { budget } from "./support/time-budget.js";

const isCi = process.env.CI === "true" || process.env.CI === "1";

/**
 * The system Chromium (Debian's /usr/bin/chromium, or CHROMIUM_PATH): nothing is downloaded. `*.localhost` is
 * mapped to 127.0.0.1 explicitly because the server listens on IPv4 only and Chromium may try ::1 first.
 */
const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--host-resolver-rules=MAP localhost 127.0.0.1, MAP *.localhost 127.0.0.1",
  ],
};

export default defineConfig({
  testDir: "./tests",
  testMatch: "**/*.spec.ts",
  globalSetup: "./global-setup.ts",
  outputDir: path.join(ARTIFACTS_DIR, "test-results"),
  fullyParallel: true,
  forbidOnly: isCi,
  workers: 2,
  retries: isCi ? 1 : 0,
  timeout: budget(30_000),
  expect: { timeout: budget(10_000) },
  reporter: [
    ["list"],
    ["html", { outputFolder: path.join(ARTIFACTS_DIR, "report"), open: "never" }],
    ["./support/slow-tests-reporter.ts"],
  ],
  use: {
    browserName: "chromium",
    viewport: { width: 1280, height: 800 },
    launchOptions: chromiumLaunch,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    actionTimeout: budget(10_000),
    navigationTimeout: budget(15_000),
  },
});
