import type { Reporter, TestModule } from "vitest/node";

/** Above this a test is named at the end of the run (SLOW_TEST_SECONDS; 20 s on a normal day, issue 20). */
const LIMIT_MS = Number(process.env.SLOW_TEST_SECONDS || 20) * 1000;

/**
 * Names every test slower than the limit, and every file whose whole run (its hooks included) took three times
 * that, at the end of the log: the next slow test is seen when it lands, not when CI runs out of time.
 */
export default class SlowTestsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const lines: [number, string][] = [];
    for (const module of testModules) {
      const fileMs = module.diagnostic().duration;
      if (fileMs > 3 * LIMIT_MS) lines.push([fileMs, `file ${module.relativeModuleId}`]);
      for (const test of module.children.allTests()) {
        const testMs = test.diagnostic()?.duration ?? 0;
        if (testMs > LIMIT_MS) lines.push([testMs, `${module.relativeModuleId} > ${test.fullName}`]);
      }
    }
    if (lines.length === 0) return;
    console.log(`\nSlower than ${LIMIT_MS / 1000} s a test (${(3 * LIMIT_MS) / 1000} s a file):`);
    for (const [ms, what] of lines.sort((a, b) => b[0] - a[0])) console.log(`  ${(ms / 1000).toFixed(1)} s  ${what}`);
  }
}
