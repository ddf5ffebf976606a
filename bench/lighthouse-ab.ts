import { existsSync } from "node:fs";
import path from "node:path";
import { DEFAULT_CPU_SLOWDOWN } from "./cpu-calibration.js";
import { runLighthouse } from "./lighthouse.js";
import { PHONE_PAGES } from "./lighthouse-pages.js";
import { signIn, startServer } from "./server.js";
import { median, withOneRetry } from "./stats.js";

/**
 * Two or more builds of the web app side by side (issue 22): a server for each build folder, and Lighthouse's mobile
 * profile on each page at its default 4× CPU, the builds taking turns (the order reversed every round), so that a
 * change to the app is measured against the build before it in the same minutes. The calibrated figures of
 * `npm run bench -- lighthouse` follow the host's speed of each minute (4× to 10× here on one day), which a change
 * of the app can vanish in; a fixed rate and turns keep the comparison fair.
 *
 *   (cd web && npx vite build --outDir /tmp/before) … (cd web && npx vite build --outDir /tmp/after)
 *   npx tsx bench/lighthouse-ab.ts /tmp/before /tmp/after        (BENCH_AB_ROUNDS=3, BENCH_AB_PAGES=/dashboard,…)
 */
const builds = process.argv.slice(2).map((folder) => path.resolve(folder));
if (builds.length < 2) throw new Error("Name two or more build folders (vite build --outDir …) to compare.");
// A folder without the app would be served as a 404 page, and measured as one.
for (const build of builds)
  if (!existsSync(path.join(build, "index.html"))) throw new Error(`No web build in ${build}`);
const rounds = Number(process.env.BENCH_AB_ROUNDS ?? 3);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error("BENCH_AB_ROUNDS must be a whole number from 1 up.");
const paths = process.env.BENCH_AB_PAGES?.split(",") ?? PHONE_PAGES.map((page) => page.path);
const pages = paths.map((path) => ({
  path,
  signedIn: PHONE_PAGES.find((page) => page.path === path)?.signedIn ?? true,
}));

/** Each build's runs of each page, by the build's place on the command line (the same folder twice is an A/A). */
const figures = builds.map(() => new Map<string, { scores: number[]; blocking: number[] }>());
const servers: { index: number; origin: string; cookie: string }[] = [];
const running: { stop(): Promise<void> }[] = [];
try {
  for (const [index, build] of builds.entries()) {
    const server = await startServer({ WEB_DIST_DIR: build });
    running.push(server);
    const cookie = await signIn(server.port, `demo.localhost:${server.port}`, "admin@demo.example.com");
    servers.push({ index, origin: server.origin("demo"), cookie });
  }
  for (let round = 1; round <= rounds; round++) {
    for (const page of pages) {
      for (const server of round % 2 === 0 ? [...servers].reverse() : servers) {
        const cookie = page.signedIn ? server.cookie : undefined;
        const run = await withOneRetry(() =>
          runLighthouse(`${server.origin}${page.path}`, DEFAULT_CPU_SLOWDOWN, cookie),
        );
        const figure = figures[server.index]?.get(page.path) ?? { scores: [], blocking: [] };
        figure.scores.push(run.score);
        figure.blocking.push(run.totalBlockingTimeMs);
        figures[server.index]?.set(page.path, figure);
        const build = `${server.index + 1}. ${builds[server.index]}`;
        console.log(`  ${round}/${rounds} ${page.path} ${build}: ${run.score}, TBT ${run.totalBlockingTimeMs} ms`);
      }
    }
  }
} finally {
  for (const server of running) await server.stop();
}

console.log(`\nLighthouse at ${DEFAULT_CPU_SLOWDOWN}× CPU, median of ${rounds} (the runs in brackets)`);
for (const page of pages) {
  for (const [index, build] of builds.entries()) {
    const figure = figures[index]?.get(page.path);
    if (!figure) continue;
    const { scores, blocking } = figure;
    console.log(
      `${page.path} ${index + 1}. ${build}: performance ${median(scores)} (${scores.join(", ")}), ` +
        `TBT ${median(blocking)} ms (${blocking.join(", ")})`,
    );
  }
}
