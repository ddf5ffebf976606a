import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EmbeddedDatabaseError, openDataDir, prepareDataDir } from "./pglite-data-dir.js";

/**
 * A first start stopped midway, and a folder PostgreSQL cannot start on (docs/decisions/014-embedded-database-
 * start-up.md). Each PGlite initdb takes seconds, so one folder serves both cases.
 */
describe("the embedded database's folder at start-up", () => {
  it("moves a half-created folder aside, creates a whole one, and explains a damaged one in words", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "froyo-datadir-"));
    const dataDir = path.join(root, "pglite");
    // What a first start cut off during initdb left: some of the files, no PG_VERSION; and an older draft.
    mkdirSync(path.join(dataDir, "global"), { recursive: true });
    writeFileSync(path.join(dataDir, "global", "1262"), "half");
    mkdirSync(path.join(root, "pglite.init-99999"));
    const warnings: string[] = [];

    await prepareDataDir(dataDir, (message) => warnings.push(message));
    expect(existsSync(path.join(dataDir, "PG_VERSION"))).toBe(true);
    const names = readdirSync(root);
    expect(names.filter((name) => name.startsWith("pglite.incomplete-"))).toHaveLength(1);
    expect(names).not.toContain("pglite.init-99999");
    expect(warnings).toEqual([expect.stringContaining("half-created database")]);
    const opened = await openDataDir(dataDir, (message) => warnings.push(message));
    expect((await opened.query("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
    await opened.close();

    // Without its control file PostgreSQL aborts: once retried, then told as a sentence, the folder untouched.
    const damaged = path.join(root, "damaged");
    cpSync(dataDir, damaged, { recursive: true });
    rmSync(path.join(damaged, "global", "pg_control"));
    const failure = await openDataDir(damaged, (message) => warnings.push(message)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EmbeddedDatabaseError);
    expect((failure as Error).message).toContain(`The embedded database in ${damaged} could not be opened`);
    expect((failure as Error).message).toContain(`mv "${damaged}" "${damaged}.damaged"`);
    expect(warnings.at(-1)).toContain("trying once more");
    expect(existsSync(path.join(damaged, "PG_VERSION"))).toBe(true);
  }, 60_000);
});
