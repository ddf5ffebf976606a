import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "server",
    environment: "node",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    setupFiles: ["test/setup.ts"],
    // Argon2 hashing and real databases: integration tests need more than the default 5 s under load.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
