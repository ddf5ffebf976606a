import { defineConfig } from "vitest/config";
import { TEST_TIME_SCALE } from "../test-time-scale";

export default defineConfig({
  test: {
    name: "server",
    environment: "node",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    setupFiles: ["test/setup.ts"],
    // The databases every suite copies, made once per run (test/database-templates.ts).
    globalSetup: ["test/global-setup.ts"],
    // One module graph per worker instead of one per file: every suite builds its own app on its own database and
    // closes it, and no server test mocks a module, so sharing the imports (Fastify, Drizzle, the contracts) loses
    // nothing and saves each file about a second of importing.
    isolate: false,
    // Argon2 hashing and real databases: integration tests need more than the default 5 s under load.
    testTimeout: 30_000 * TEST_TIME_SCALE,
    hookTimeout: 60_000 * TEST_TIME_SCALE,
  },
});
