/**
 * How much longer than on a developer's machine a vitest test may take before it counts as hung: 3× under CI, as
 * the browser journeys' budget (e2e/support/time-budget.ts), since CI's two cores run a worker each beside
 * PostgreSQL and machines of one kind differ threefold from day to day. TEST_TIME_SCALE overrides it, for a busy
 * machine. A time limit guards against a hang; speed goals are benchmarks (bench/).
 */
const isCi = process.env.CI === "true" || process.env.CI === "1";
export const TEST_TIME_SCALE = Number(process.env.TEST_TIME_SCALE) || (isCi ? 3 : 1);
