import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeEach, vi } from "vitest";
import { i18n, initI18n } from "../i18n/i18n";
import { http } from "../lib/http";
import { ltrCache, rtlCacheIfLoaded } from "../theme/direction-cache";
import { clearCookies } from "./cookies";
import { setViewportWidth } from "./viewport";

// Lazy chunks (toasts, pages) arrive through dynamic imports, which take longer on a loaded CI machine than the
// default 1 s of findBy*/waitFor (scaled like the tests' own limit, see test-time-scale.ts).
configure({ asyncUtilTimeout: 5000 * (Number(process.env.TEST_TIME_SCALE) || 1) });

// English is bundled, so i18n is ready at once; a test that switches language switches it back here. Started once
// per worker: starting it again would drop the English of late namespaces, which their feature modules registered
// when first imported (and a worker imports each module once, see the end of this file).
if (!i18n.isInitialized) await initI18n("en");

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

/*
 * The files of a worker share one module graph and one document (isolate: false in vitest.config.ts, which saves
 * each file seconds of imports). Emotion's caches would keep every earlier file's style tags in that document, and
 * jsdom resolves each computed style against all of them: a file ran three times slower after a few others. Each
 * file starts with no styles, as it would in a document of its own.
 */
afterAll(() => {
  for (const cache of [ltrCache, rtlCacheIfLoaded()]) {
    if (!cache) continue;
    cache.sheet.flush();
    cache.inserted = {};
  }
});
