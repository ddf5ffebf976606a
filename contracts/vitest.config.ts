import { defineProject } from "vitest/config";
import { TEST_TIME_SCALE } from "../test-time-scale";

/**
 * The contracts' project of the root `vitest run` (named after the package, as before it had a config). The time
 * zone property test asks Intl for thousands of wall clocks: on a busy two-core machine that is more than the
 * default 5 s, so it gets the server's budget, which it had while it lived there.
 */
export default defineProject({
  test: {
    testTimeout: 30_000 * TEST_TIME_SCALE,
  },
});
