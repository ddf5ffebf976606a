import { existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

/**
 * The embedded database's folder, made safe to start on (docs/decisions/014-embedded-database-start-up.md). The
 * caller holds the folder's lock (data-dir-lock.ts), so nothing else is creating or opening it meanwhile.
 */

/** The folder could not be opened; the message says what happened and what to do, without a WASM stack trace. */
export class EmbeddedDatabaseError extends Error {
  override name = "EmbeddedDatabaseError";
}

/** PostgreSQL writes PG_VERSION last when PGlite lays out a new folder: without it, the folder is not a database. */
const isDatabase = (dir: string) => existsSync(path.join(dir, "PG_VERSION"));

/**
 * Creates the database folder whole or not at all. PGlite's first start (initdb, then about a thousand files copied
 * into the folder) takes seconds, longer on a loaded machine; a start stopped in that time left a folder no later
 * start could tell from a real one. So it is made under a temporary name and renamed into place once PGlite has
 * closed it; a folder of files without PG_VERSION (from a version before this one) is moved aside, not opened.
 */
export async function prepareDataDir(dataDir: string, warn: (message: string) => void): Promise<void> {
  const parent = path.dirname(dataDir);
  const base = path.basename(dataDir);
  for (const leftover of readdirSync(parent).filter((name) => name.startsWith(`${base}.init-`))) {
    rmSync(path.join(parent, leftover), { recursive: true, force: true });
  }
  if (isDatabase(dataDir)) return;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    const aside = `${dataDir}.incomplete-${new Date().toISOString().replaceAll(":", "-")}`;
    renameSync(dataDir, aside);
    warn(`${dataDir} was a half-created database (a first start was stopped midway): moved to ${aside}.`);
  }
  const draft = `${dataDir}.init-${process.pid}`;
  const pglite = new PGlite(draft);
  try {
    await pglite.waitReady;
  } finally {
    await pglite.close().catch(() => undefined);
  }
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(draft, dataDir);
}

/**
 * Opens the folder. PGlite reports a PostgreSQL that stops while starting (a damaged folder, a failed allocation)
 * only as `RuntimeError: Aborted()`; opening again in a fresh instance is safe (start-up only replays the log, which
 * PostgreSQL does idempotently) and gets past a passing cause, and a second abort is explained in words.
 */
export async function openDataDir(dataDir: string, warn: (message: string) => void): Promise<PGlite> {
  for (let attempt = 1; ; attempt++) {
    const pglite = new PGlite(dataDir);
    try {
      await pglite.waitReady;
      return pglite;
    } catch (error) {
      await pglite.close().catch(() => undefined);
      if (!isAbort(error)) throw error;
      if (attempt === 2) throw new EmbeddedDatabaseError(damagedFolderMessage(dataDir));
      warn(`The embedded database in ${dataDir} stopped while opening (${String(error)}); trying once more.`);
    }
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (/Aborted\(\)/.test(error.message) || error.name === "RuntimeError");
}

function damagedFolderMessage(dataDir: string): string {
  return [
    `The embedded database in ${dataDir} could not be opened: PostgreSQL stopped while reading its files, twice.`,
    "The folder is damaged, most likely by two servers that used it at the same time (older versions did not",
    "prevent that) or by a crash in the middle of a write. Nothing in it was changed.",
    `To start afresh with the demo data, move it aside and start again: mv "${dataDir}" "${dataDir}.damaged"`,
    "(your old data stays in that folder), or point DATA_DIR at another folder.",
  ].join("\n");
}
