// `npm run check`'s layer step: dependency-cruiser with the rules of .dependency-cruiser.mjs (decision 038). Fails on
// any arrow that breaks a rule and is not on the config's list of known violations; prints how long it took.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const CRUISER = fileURLToPath(new URL("../node_modules/dependency-cruiser/bin/dependency-cruise.mjs", import.meta.url));
const CONFIG = fileURLToPath(new URL("../.dependency-cruiser.mjs", import.meta.url));
const SOURCES = ["web/src", "server/src", "contracts/src"];

/**
 * The violations of the layer rules in `cwd` (the repository, or a test's small tree laid out like it), known ones
 * set aside. dependency-cruiser sets known arrows aside itself but not yet known folder cycles: those are matched
 * here by the same entries (the rule, and the folders of the cycle).
 */
export async function findLayerViolations({ cwd = ROOT, sources = SOURCES } = {}) {
  const args = [CRUISER, ...sources, "--config", CONFIG, "--output-type", "json"];
  const run = spawnSync(process.execPath, args, { cwd, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  if (run.status !== 0 || !run.stdout) throw new Error(`dependency-cruiser failed:\n${run.stderr}`);
  const { summary } = JSON.parse(run.stdout);
  const { default: config } = await import(CONFIG);
  const knownCycles = config.options.knownViolations.filter((known) => known.cycle);
  const violations = summary.violations.filter(
    (violation) => violation.rule.severity === "error" && !knownCycles.some((known) => isSameCycle(known, violation)),
  );
  const reasons = new Map(config.forbidden.map((rule) => [rule.name, rule.comment]));
  return {
    violations: violations.map((violation) => ({ ...violation, reason: reasons.get(violation.rule.name) })),
    modules: summary.totalCruised,
    known: config.options.knownViolations.length,
  };
}

function isSameCycle(known, violation) {
  if (!violation.cycle || known.rule.name !== violation.rule.name || known.from !== violation.from) return false;
  const folders = violation.cycle.map(({ name }) => name);
  return known.cycle.length === folders.length && known.cycle.every(({ name }, at) => folders[at] === name);
}

/** The arrow and the rule it breaks, with the rule's reason under it. */
export function describeViolation({ rule, from, to, cycle, reason }) {
  const path = cycle ? [from, ...cycle.map(({ name }) => name)].join(" → ") : `${from} → ${to}`;
  return `${rule.name}: ${path}\n    ${reason}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const { violations, modules, known } = await findLayerViolations();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const report = violations.length === 0 ? console.log : console.error;
  for (const violation of violations) report(`✗ ${describeViolation(violation)}`);
  const verdict =
    violations.length === 0 ? "no arrow breaks a layer rule" : `${violations.length} arrows break a layer rule`;
  report(`layers: ${verdict} (${modules} files in ${seconds} s; ${known} known violations set aside, decision 038)`);
  if (violations.length > 0) {
    report("The rules and their reasons: .dependency-cruiser.mjs; the layers: docs/decisions/038-layers-as-rules.md");
    process.exitCode = 1;
  }
}
