import { readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url);
const read = (file: string) => JSON.parse(readFileSync(new URL(file, root), "utf8"));

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
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
