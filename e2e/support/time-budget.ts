/**
 * How much longer than on a developer's machine a browser test may take before it counts as hung. CI gives two
 * CPUs to two workers' Chromium (software rendering), the app and PostgreSQL, and machines of one kind differ from
 * day to day (vitest alone once took 1,706 s where the whole suite had taken 1,757 s the day before); a timeout here
 * guards against a hang, it is not a speed goal (those are benchmarks, under bench/). E2E_TIME_SCALE overrides it.
 */
const isCi = process.env.CI === "true" || process.env.CI === "1";
export const TIME_SCALE = Number(process.env.E2E_TIME_SCALE) || (isCi ? 3 : 1);

/** A wait or a test's time limit, in milliseconds, as measured on a developer's machine, scaled for this one. */
export const budget = (milliseconds: number): number => milliseconds * TIME_SCALE;
