#!/usr/bin/env node
// Runs the browser journeys with the system Chromium (no browser downloads). Without Chromium a developer's run
// is skipped with a hint; CI must have it and fails instead.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const isCi = process.env.CI === "true" || process.env.CI === "1";

if (!existsSync(chromium)) {
  if (isCi) {
    console.error(
      `browser tests failed: chromium is required under CI but was not found at ${chromium} ` +
        "(install it with: sudo apt-get install -y chromium, or set CHROMIUM_PATH)",
    );
    process.exit(1);
  }
  console.log("browser tests skipped: chromium not found — install it with: sudo apt-get install -y chromium");
  process.exit(0);
}

const here = dirname(fileURLToPath(import.meta.url));
const cli = createRequire(import.meta.url).resolve("@playwright/test/cli");
const child = spawn(process.execPath, [cli, "test", "--config", "playwright.config.ts", ...process.argv.slice(2)], {
  cwd: here,
  stdio: "inherit",
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
