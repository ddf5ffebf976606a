import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { SourceMapConsumer } from "source-map-js";
import { launchChromium, newPhoneContext } from "./chromium.js";
import { openPhoneContext } from "./interactions.js";
import { repoRoot, signIn, startServer } from "./server.js";

/**
 * Where a page's main thread goes while it loads on a throttled phone (issue 22): a CPU profile of each page given
 * (default /dashboard) at Chromium's 4× CPU throttling, its samples mapped through the build's source maps to the
 * package or source folder and the function they ran in, printed as self time, largest first. A diagnosis, not a
 * budget: Lighthouse's figures stay in `npm run bench -- lighthouse`.
 *
 *   (cd web && npx vite build --sourcemap) && npx tsx bench/main-thread-profile.ts /sign-in,/dashboard
 *
 * "(program)" is the renderer's own work outside JavaScript (style, layout, parsing); a native call such as focus()
 * or insertRule counts as self time of the function that made it.
 */
const CPU_SLOWDOWN = 4;
const SETTLE_MS = 3_000;
const TOP = 25;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const assets = path.join(repoRoot, "web/dist/assets");
const consumers = new Map<string, SourceMapConsumer | null>();

function consumerOf(url: string): SourceMapConsumer | null {
  const file = url.split("/assets/")[1];
  if (!file) return null;
  if (!consumers.has(file)) {
    const map = path.join(assets, `${file}.map`);
    consumers.set(file, existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, "utf8"))) : null);
  }
  return consumers.get(file) ?? null;
}

/** A sample's function and where it came from: `react-dom`, `@mui/system`, `src/features/kiosks`, … */
function originOf(frame: ProfileNode["callFrame"]): { where: string; name: string } {
  const fallback = {
    where: frame.url.split("/").pop() || frame.functionName,
    name: frame.functionName || "(anonymous)",
  };
  const consumer = frame.url ? consumerOf(frame.url) : null;
  if (!consumer) return fallback;
  const position = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!position.source) return fallback;
  const source = position.source.replace(/^.*node_modules\//, "").replace(/^(?:\.\.\/)*(?:web\/)?src\//, "src/");
  const parts = source.split("/");
  const where = source.startsWith("src/")
    ? parts.slice(0, 3).join("/")
    : parts.slice(0, source.startsWith("@") ? 2 : 1).join("/");
  return { where, name: `${position.name ?? fallback.name} (${source}:${position.line})` };
}

function printTop(title: string, totals: Map<string, number>) {
  console.log(title);
  for (const [key, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    console.log(`${ms.toFixed(0).padStart(7)} ms  ${key}`);
  }
}

if (!existsSync(assets) || !readdirSync(assets).some((file) => file.endsWith(".js.map"))) {
  throw new Error("Build the web app with source maps first: (cd web && npx vite build --sourcemap)");
}

const pages = (process.argv[2] ?? "/dashboard").split(",");
const server = await startServer();
const browser = await launchChromium();
try {
  const origin = server.origin("demo");
  const cookie = await signIn(server.port, `demo.localhost:${server.port}`, "admin@demo.example.com");
  for (const page of pages) {
    const context =
      page === "/sign-in" ? await newPhoneContext(browser) : await openPhoneContext(browser, origin, cookie);
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    await tab.goto(`${origin}${page}`, { waitUntil: "networkidle" });
    await tab.waitForTimeout(SETTLE_MS);
    const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: CpuProfile };
    await context.close();

    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const byOrigin = new Map<string, number>();
    const byFunction = new Map<string, number>();
    profile.samples.forEach((id, index) => {
      const node = nodes.get(id);
      if (!node || node.callFrame.functionName === "(idle)") return;
      const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
      const { where, name } = originOf(node.callFrame);
      byOrigin.set(where, (byOrigin.get(where) ?? 0) + ms);
      byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    });
    printTop(`\n${page} at ${CPU_SLOWDOWN}× CPU: self time by package or source folder`, byOrigin);
    printTop(`\n${page}: self time by function`, byFunction);
  }
} finally {
  await browser.close();
  await server.stop();
}
