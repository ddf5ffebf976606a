#!/usr/bin/env node
// `npm test`: every test in three phases, each timed: vitest (contracts, server on PGlite and on PostgreSQL when
// DATABASE_URL is set, web), the web app's build, and the browser journeys against that build. Stops at the first
// phase that fails, and ends with what each phase took, so every CI log says where the time went (issue 20).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

const PHASES = [
  { name: "vitest", command: ["npx", "vitest", "run"] },
  // `npm start`'s build: skipped while web/dist matches the sources, and recorded so that later starts (CI's Node
  // smoke among them) reuse it.
  { name: "build", command: ["node", "scripts/build-web.mjs"] },
  // The journeys reuse the build just made instead of building again.
  { name: "playwright", command: ["npm", "run", "test", "-w", "e2e"], env: { E2E_REUSE_BUILD: "1" } },
];

const took = [];
let failed;
for (const phase of PHASES) {
  const started = Date.now();
  const [program, ...args] = phase.command;
  const result = spawnSync(program, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...phase.env } });
  took.push(`${phase.name} ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) {
    failed = phase.name;
    break;
  }
}
console.log(`\n[test] phases: ${took.join(", ")}${failed ? ` (${failed} failed)` : ""}`);
process.exit(failed ? 1 : 0);
