import { defineProject } from "vitest/config";

/** The web project of the root `vitest run`: jsdom, Testing Library, and a setup that fails on console.error. */
export default defineProject({
  test: {
    name: "web",
    environment: "jsdom",
    // Most pages belong to a company: tests run on its subdomain, as users do (the platform's bare domain is
    // reached in a test by naming this host as the app's domain).
    environmentOptions: { jsdom: { url: "http://demo.localhost:3000/" } },
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    css: false,
    restoreMocks: true,
  },
});
