import { defineProject } from "vitest/config";
import { TEST_TIME_SCALE } from "../test-time-scale";

/** The web project of the root `vitest run`: jsdom, Testing Library, and a setup that fails on console.error. */
export default defineProject({
  test: {
    name: "web",
    environment: "jsdom",
    // Most pages belong to a company: tests run on its subdomain, as users do (the platform's bare domain is
    // reached in a test by naming this host as the app's domain).
    environmentOptions: { jsdom: { url: "http://demo.localhost:3000/" } },
    setupFiles: ["./src/test/setup.ts"],
    // One module graph and document per worker instead of one per file (a second of imports and a jsdom each);
    // src/test/setup.ts gives each file a clean start: no leftover styles, i18n as it began, no module mocks.
    isolate: false,
    include: ["src/**/*.test.{ts,tsx}"],
    css: false,
    restoreMocks: true,
    testTimeout: 5_000 * TEST_TIME_SCALE,
    // The setup reads it for Testing Library's waits.
    env: { TEST_TIME_SCALE: String(TEST_TIME_SCALE) },
  },
});
