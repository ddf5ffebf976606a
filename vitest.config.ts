import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { TEST_TIME_SCALE } from "./test-time-scale";

/** One `vitest run` covers every workspace's unit and integration tests; e2e runs apart under Playwright. */
export default defineConfig({
  test: {
    projects: [
      "contracts",
      "server",
      "web",
      // The repository's own tooling: the layer check that `npm run check` runs (decision 038).
      {
        test: {
          name: "scripts",
          environment: "node",
          include: ["scripts/**/*.test.mjs"],
          testTimeout: 20_000 * TEST_TIME_SCALE,
        },
      },
    ],
    // A worker per core. Vitest's default keeps one core free, which left CI's two-core machine one worker: its
    // wall time was the sum of every file's, though the server's suites spend much of theirs waiting on PostgreSQL
    // and on the processes they start.
    maxWorkers: availableParallelism(),
    reporters: ["default", "./scripts/slow-tests-vitest.ts"],
  },
});
