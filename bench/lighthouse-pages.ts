import { cpuSlowdownForBenchmarkIndex, DEFAULT_CPU_SLOWDOWN, formatMultiplier } from "./cpu-calibration.js";
import type { Row } from "./ingestion.js";
import { type LighthouseRun, runLighthouse } from "./lighthouse.js";
import { median, milliseconds, range, withOneRetry } from "./stats.js";

interface PhonePage {
  path: string;
  signedIn: boolean;
  goal: { score: number; totalBlockingTimeMs: number };
}

/** Issue 22's pages and goals: Home and the pages beside it as a signed-in admin, the sign-in page as a guest. */
export const PHONE_PAGES: PhonePage[] = [
  { path: "/sign-in", signedIn: false, goal: { score: 95, totalBlockingTimeMs: 200 } },
  { path: "/dashboard", signedIn: true, goal: { score: 90, totalBlockingTimeMs: 600 } },
  { path: "/dashboard/sales-analytics", signedIn: true, goal: { score: 90, totalBlockingTimeMs: 600 } },
  { path: "/orders", signedIn: true, goal: { score: 90, totalBlockingTimeMs: 600 } },
];

interface PageRuns {
  uncalibrated: LighthouseRun[];
  calibrated: LighthouseRun[];
}

/**
 * Lighthouse's mobile profile on each page, `runs` rounds. A round runs every page once at Lighthouse's default 4×
 * and then again at the slowdown that run's benchmark index calls for (cpu-calibration.ts): the calibrated
 * run follows the host's speed of that minute, and every page is measured beside the others rather than one page in
 * a quiet and another in a busy minute. The medians go into the table (Lighthouse's advice: one run varies by several
 * points).
 */
export async function lighthouseRows(origin: string, cookie: string, runs: number): Promise<Row[]> {
  const results = new Map<PhonePage, PageRuns>(PHONE_PAGES.map((page) => [page, { uncalibrated: [], calibrated: [] }]));
  for (let round = 1; round <= runs; round++) {
    for (const [page, pageRuns] of results) {
      const run = (slowdown: number) =>
        withOneRetry(() => runLighthouse(`${origin}${page.path}`, slowdown, page.signedIn ? cookie : undefined));
      const uncalibrated = await run(DEFAULT_CPU_SLOWDOWN);
      const slowdown = cpuSlowdownForBenchmarkIndex(uncalibrated.benchmarkIndex);
      const calibrated = await run(slowdown);
      pageRuns.uncalibrated.push(uncalibrated);
      pageRuns.calibrated.push(calibrated);
      // A long bench: each run's figures as they come, so a stopped one still tells something.
      console.warn(
        `Lighthouse ${round}/${runs} ${page.path}: index ${uncalibrated.benchmarkIndex}; ${formatMultiplier(slowdown)} ` +
          `${calibrated.score}, TBT ${calibrated.totalBlockingTimeMs} ms; 4× ${uncalibrated.score}, ` +
          `TBT ${uncalibrated.totalBlockingTimeMs} ms`,
      );
    }
  }

  const all = [...results.values()].flatMap((pageRuns) => [...pageRuns.uncalibrated, ...pageRuns.calibrated]);
  const indexes = all.map((run) => run.benchmarkIndex);
  const slowdowns = [...results.values()].flatMap((pageRuns) =>
    pageRuns.uncalibrated.map((run) => cpuSlowdownForBenchmarkIndex(run.benchmarkIndex)),
  );
  const rows: Row[] = [
    {
      figure: `CPU benchmark index, Lighthouse's (median of ${indexes.length} runs, ${range(indexes)})`,
      value: String(median(indexes)),
      budget: "reference phone: 150 = 1×",
      ok: true,
      result: "—",
    },
    {
      figure: `CPU slowdown calibrated to the host (each run's own; ${range(slowdowns, formatMultiplier)})`,
      value: formatMultiplier(median(slowdowns)),
      budget: `default ${formatMultiplier(DEFAULT_CPU_SLOWDOWN)}`,
      ok: true,
      result: "—",
    },
  ];
  for (const [page, { uncalibrated, calibrated }] of results) {
    const scores = calibrated.map((run) => run.score);
    const score = median(scores);
    rows.push({
      figure: `${page.path} performance, calibrated (runs ${scores.join(", ")})`,
      value: `${score} (4×: ${median(uncalibrated.map((run) => run.score))})`,
      budget: `≥ ${page.goal.score}`,
      ok: score >= page.goal.score,
    });
    const blocking = calibrated.map((run) => run.totalBlockingTimeMs);
    const totalBlockingTimeMs = median(blocking);
    rows.push({
      figure: `${page.path} total blocking time, calibrated (runs ${blocking.join(", ")})`,
      value: `${milliseconds(totalBlockingTimeMs)} (4×: ${milliseconds(median(uncalibrated.map((run) => run.totalBlockingTimeMs)))})`,
      budget: `≤ ${milliseconds(page.goal.totalBlockingTimeMs)}`,
      ok: totalBlockingTimeMs <= page.goal.totalBlockingTimeMs,
    });
  }
  return rows;
}
