import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/** Above this a journey is named at the end of the run (SLOW_TEST_SECONDS; 20 s on a normal day, issue 20). */
const LIMIT_MS = Number(process.env.SLOW_TEST_SECONDS || 20) * 1000;

/** Names every journey slower than the limit at the end of the log, so the next slow one is seen when it lands. */
export default class SlowTestsReporter implements Reporter {
  private readonly slow: [number, string][] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.duration > LIMIT_MS) {
      const retry = result.retry > 0 ? ` (retry ${result.retry})` : "";
      this.slow.push([result.duration, `${test.titlePath().filter(Boolean).join(" › ")}${retry}`]);
    }
  }

  onEnd(): void {
    if (this.slow.length === 0) return;
    console.log(`\nJourneys slower than ${LIMIT_MS / 1000} s:`);
    for (const [ms, what] of this.slow.sort((a, b) => b[0] - a[0]))
      console.log(`  ${(ms / 1000).toFixed(1)} s  ${what}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
