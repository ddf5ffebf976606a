/**
 * How much to slow this host's CPU down so that it runs like the reference phone Lighthouse's mobile profile means.
 *
 * Lighthouse's default of 4× assumes a fast desktop host; on a slower (or busier) host 4× overshoots and every page
 * scores worse than it would on a phone. Lighthouse's throttling guidance
 * (https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md#calibrating-the-cpu-slowdown) says to read
 * the run's `benchmarkIndex` and take the multiplier its CPU slowdown calculator gives
 * (https://lighthouse-cpu-throttling-calculator.vercel.app/). This is that calculator's formula,
 * `computeMultiplierMessages` in https://github.com/patrickhulce/lighthouse-cpu-throttling-calculator/blob/master/pages/index.js:
 * a piecewise-linear curve through 150 → 1×, 800 → 2×, 1300 → 3×, 1533 → 4× and 233 more per further step.
 */
export function cpuSlowdownForBenchmarkIndex(benchmarkIndex: number): number {
  // Rounded to one decimal, as the calculator suggests the flag (`--throttling.cpuSlowdownMultiplier=2.3`).
  return Math.round(slowdown(benchmarkIndex) * 10) / 10;
}

function slowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  // The calculator says such a host is too slow to emulate the phone at all: it is one already, so no slowdown.
  return 1;
}

/** Lighthouse's default CPU slowdown for its mobile profile (constants.throttling.mobileSlow4G). */
export const DEFAULT_CPU_SLOWDOWN = 4;

/** A multiplier as the calculator shows it: one decimal. */
export const formatMultiplier = (multiplier: number) => `${multiplier.toFixed(1)}×`;
