import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/** One `vitest run` covers every workspace's unit and integration tests; e2e runs apart under Playwright. */
export default defineConfig({
  test: {
    projects: ["contracts", "server", "web"],
    // A worker per core. Vitest's default keeps one core free, which left CI's two-core machine one worker: its
    // wall time was the sum of every file's, though the server's suites spend much of theirs waiting on PostgreSQL
    // and on the processes they start.
    maxWorkers: availableParallelism(),
    reporters: ["default", "./scripts/slow-tests-vitest.ts"],
  },
});
