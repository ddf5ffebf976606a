import { defineProject } from "vitest/config";

/** The web project of the root `vitest run`: jsdom, Testing Library, and a setup that fails on console.error. */
export default defineProject({
  test: {
    name: "web",
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    css: false,
    restoreMocks: true,
  },
});
