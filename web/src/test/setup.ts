import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { i18n, initI18n } from "../i18n/i18n";
import { http } from "../lib/http";
import { clearCookies } from "./cookies";
import { setViewportWidth } from "./viewport";

// Lazy chunks (toasts, pages) arrive through dynamic imports, which take longer on a loaded CI machine than the
// default 1 s of findBy*/waitFor.
configure({ asyncUtilTimeout: 5000 });

// English is bundled, so i18n is ready at once; a test that switches language switches it back here.
await initI18n("en");

/*
 * Test hygiene (engineering.md, convention 6): any console.error a test did not expect fails it (React warnings,
 * act() problems, unexpected failures). Expected failures go through logger.warn, which is muted here and can be
 * asserted with vi.mocked(console.warn).
 */
let consoleErrors: unknown[][] = [];
const originalAdapter = http.defaults.adapter;
const originalFetch = globalThis.fetch;

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  setViewportWidth(1280);
});

afterEach(async () => {
  cleanup();
  if (i18n.language !== "en") await i18n.changeLanguage("en");
  document.documentElement.removeAttribute("dir");
  localStorage.clear();
  http.defaults.adapter = originalAdapter;
  globalThis.fetch = originalFetch;
  clearCookies();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    const text = errors.map((args) => args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(" "));
    throw new Error(`Unexpected console.error in this test:\n${text.join("\n")}`);
  }
});
