import { readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url);
const read = (file: string) => JSON.parse(readFileSync(new URL(file, root), "utf8"));

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
  hasInstallScript?: boolean;
}

/**
 * The README promises a Node version; npm warns at install (EBADENGINE) for every locked package that wants a newer
 * one, as cookie@2 did (Node 22) before @fastify/cookie and light-my-request were pinned to releases on cookie@1.
 */
describe("the Node version the README promises", () => {
  const promised = read("package.json").engines.node as string;
  const oldestPromised = semver.minVersion(promised)?.version ?? "";

  it("is the oldest Node the README names", () => {
    expect(oldestPromised).toMatch(/^\d+\.\d+\.\d+$/);
    expect(readFileSync(new URL("README.md", root), "utf8")).toContain(`Node ${oldestPromised.replace(/\.0$/, "")}`);
  });

  it("runs every locked package, so a clean install prints no engine warning", () => {
    const packages = read("package-lock.json").packages as Record<string, LockedPackage>;
    const refusing = Object.entries(packages)
      .map(([path, locked]) => ({ path, version: locked.version, node: (locked.engines as { node?: string })?.node }))
      .filter((locked) => locked.node && !semver.satisfies(oldestPromised, locked.node))
      .map((locked) => `${locked.path}@${locked.version} wants Node ${locked.node}`);
    expect(refusing).toEqual([]);
  });
});

/**
 * The Node versions after end of life of the oldest: `.ci/run` smokes the app under each version
 * scripts/node-smoke.mjs names (install, start, sign-in, a sale, the API document), and the README names them too.
 */
describe("the newer Node versions CI proves", () => {
  const script = readFileSync(new URL("scripts/node-smoke.mjs", root), "utf8");
  const versions = JSON.parse(/NODE_VERSIONS = (\[[^\]]*\])/.exec(script)?.[1] ?? "[]") as string[];

  it("are a 22.x and a 24.x release, each named in the README", () => {
    expect(versions.map((version) => semver.major(version)).sort()).toEqual([22, 24]);
    const readme = readFileSync(new URL("README.md", root), "utf8");
    for (const version of versions) expect(readme).toContain(`Node ${version}`);
  });

  it("are each run by .ci/run", () => {
    expect(readFileSync(new URL(".ci/run", root), "utf8")).toMatch(/^node scripts\/node-smoke\.mjs$/m);
  });
});

/**
 * npm 11 warns at every install about locked packages whose install scripts `allowScripts` does not name (esbuild's
 * postinstall checks its platform binary): each is named there, so a clean install prints no such warning.
 */
describe("install scripts", () => {
  it("are each allowed or denied by name in package.json", () => {
    const allowed = read("package.json").allowScripts as Record<string, boolean> | undefined;
    const packages = read("package-lock.json").packages as Record<string, LockedPackage>;
    const uncovered = Object.entries(packages)
      .filter(([, locked]) => locked.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length))
      .filter((name) => allowed?.[name] === undefined);
    expect(uncovered).toEqual([]);
  });
});
