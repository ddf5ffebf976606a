import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS } from "./chromium.js";
import { signIn, startServer } from "./server.js";

/**
 * The main-thread tasks behind a page's Lighthouse blocking time (issue 22), in the host's own milliseconds: every task
 * longer than the threshold (default 5 ms, what Lighthouse's calibrated 10–12× counts on a fast host) with what it
 * held (module evaluation, a timer, a script's function, layout, …). A diagnosis beside bench/main-thread-profile.ts,
 * which says which functions; this says which tasks. Needs `npm run build` first.
 *
 *   npx tsx bench/lighthouse-tasks.ts /dashboard 5
 */

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string; functionName?: string; isLoadingMainFrame?: boolean } };
}

/** What a task held, by kind: the events worth naming, summed. */
const NAMED_EVENTS = new Set([
  "TimerFire",
  "ParseHTML",
  "UpdateLayoutTree",
  "Layout",
  "XHRReadyStateChange",
  "FireAnimationFrame",
  "EventDispatch",
  "RunMicrotasks",
  "v8.compile",
  "v8.compileModule",
  "MajorGC",
  "MinorGC",
  "Paint",
]);

const fileOf = (url: string | undefined) => (url ?? "").split("/").pop() ?? "";

function labelOf(event: TraceEvent): string | null {
  const data = event.args?.data;
  if (event.name === "EvaluateScript" || event.name === "v8.evaluateModule") return `evaluate ${fileOf(data?.url)}`;
  if (event.name === "FunctionCall") return `call ${data?.functionName || "(anonymous)"} ${fileOf(data?.url)}`;
  return NAMED_EVENTS.has(event.name) ? event.name : null;
}

const [page = "/dashboard", thresholdArgument = "5"] = process.argv.slice(2);
const thresholdMs = Number(thresholdArgument);
const server = await startServer();
try {
  const cookie = await signIn(server.port, `demo.localhost:${server.port}`, "admin@demo.example.com");
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(`${server.origin("demo")}${page}`, {
      port: chrome.port,
      onlyCategories: ["performance"],
      logLevel: "error",
      output: "json",
      ...(page === "/sign-in" ? {} : { extraHeaders: { Cookie: cookie } }),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
    const { lhr, artifacts } = result;
    console.log(
      `${page}: score ${Math.round((lhr.categories.performance?.score ?? 0) * 100)} at 4×, TBT ` +
        `${Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0)} ms, benchmark index ` +
        `${Math.round(lhr.environment.benchmarkIndex)}`,
    );

    const events = (artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace.traceEvents;
    // The renderer's main thread: the thread whose tasks took longest.
    const busy = new Map<string, number>();
    for (const event of events) {
      if (event.name === "RunTask" && event.dur) {
        const thread = `${event.pid}:${event.tid}`;
        busy.set(thread, (busy.get(thread) ?? 0) + event.dur);
      }
    }
    const [mainThread] = [...busy].sort((a, b) => b[1] - a[1])[0] ?? [];
    const onMain = events
      .filter((event) => `${event.pid}:${event.tid}` === mainThread && event.ph === "X")
      .sort((a, b) => a.ts - b.ts);
    const start =
      events.find((event) => event.name === "navigationStart" && event.args?.data?.isLoadingMainFrame)?.ts ??
      onMain[0]?.ts ??
      0;

    let overMs = 0;
    let count = 0;
    for (const task of onMain) {
      const ms = (task.dur ?? 0) / 1000;
      if (task.name !== "RunTask" || ms < thresholdMs) continue;
      overMs += ms - thresholdMs;
      count++;
      const end = task.ts + (task.dur ?? 0);
      const parts = new Map<string, number>();
      for (const event of onMain) {
        if (event === task || event.ts < task.ts || event.ts + (event.dur ?? 0) > end) continue;
        const label = labelOf(event);
        if (label) parts.set(label, (parts.get(label) ?? 0) + (event.dur ?? 0) / 1000);
      }
      const held = [...parts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([label, partMs]) => `${label} ${partMs.toFixed(1)}`)
        .join("; ");
      console.log(`${((task.ts - start) / 1000).toFixed(0).padStart(6)} ms  ${ms.toFixed(1).padStart(6)} ms  ${held}`);
    }
    console.log(`${count} tasks over ${thresholdMs} ms; ${overMs.toFixed(0)} ms over it in all (host time)`);
  } finally {
    chrome.kill();
  }
} finally {
  await server.stop();
}
