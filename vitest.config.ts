import { defineConfig } from "vitest/config";

/** One `vitest run` covers every workspace's unit and integration tests; e2e runs apart under Playwright. */
export default defineConfig({
  test: {
    projects: ["contracts", "server", "web"],
  },
});
