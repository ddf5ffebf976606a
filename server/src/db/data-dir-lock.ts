import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * One process at a time on an embedded database folder. PGlite takes no lock of its own (its postmaster.pid holds a
 * fixed pid, -42), and two processes on one folder both open it, both write, and leave it unreadable: the next
 * start dies with `RuntimeError: Aborted()` (docs/decisions/014-embedded-database-start-up.md). So a lock file beside
 * the folder (`data/pglite.lock`) names the owner's pid; a second process refuses before touching the folder, and a
 * lock whose pid is dead (the owner was killed) is taken over.
 */
export interface DataDirLock {
  readonly path: string;
  release(): void;
}

interface Owner {
  pid: number;
  startedAt: string;
  command: string;
}

/** Another live process holds the folder; the message says which and what to do. */
export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
  constructor(
    readonly dataDir: string,
    readonly lockPath: string,
    readonly owner: Owner,
  ) {
    super(
      [
        `The embedded database in ${dataDir} is in use by another process (pid ${owner.pid}, started ${owner.startedAt}).`,
        "Another `npm start` (or a database command) seems to be running on the same data folder, and two at once",
        `would damage it. Stop the other one (Ctrl+C in its terminal, or: kill ${owner.pid}), or give this one its`,
        "own folder: DATA_DIR=/some/other/folder npm start",
        `If no such process is running, delete ${lockPath} and start again.`,
      ].join("\n"),
    );
  }
}

/** Locks held by this process, counted: main locks before it listens, and opening the database locks again. */
const held = new Map<string, { count: number }>();

/** Takes the lock of `dataDir` (`<dataDir>.lock`), or throws DataDirInUseError if a live process holds it. */
export function lockDataDir(dataDir: string): DataDirLock {
  const lockPath = `${path.resolve(dataDir)}.lock`;
  const mine = held.get(lockPath);
  if (mine) {
    mine.count += 1;
    return handle(lockPath);
  }
  mkdirSync(path.dirname(lockPath), { recursive: true });
  // Twice at most: a stale lock is removed once, then the file is created as anyone else would.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (tryCreate(lockPath)) {
      held.set(lockPath, { count: 1 });
      return handle(lockPath);
    }
    const owner = readOwner(lockPath);
    if (owner && isAlive(owner.pid) && owner.pid !== process.pid) {
      throw new DataDirInUseError(dataDir, lockPath, owner);
    }
    removeIfUnchanged(lockPath, owner);
  }
  throw new Error(`Could not take the lock ${lockPath}: another process keeps creating it.`);
}

function handle(lockPath: string): DataDirLock {
  let released = false;
  return {
    path: lockPath,
    release() {
      if (released) return;
      released = true;
      const mine = held.get(lockPath);
      if (!mine) return;
      mine.count -= 1;
      if (mine.count > 0) return;
      held.delete(lockPath);
      removeIfOurs(lockPath);
    },
  };
}

/**
 * Written whole under a private name, then linked to the lock's name: link fails when the name exists, so exactly one
 * of several racing processes wins, and the lock is never seen empty or half-written.
 */
function tryCreate(lockPath: string): boolean {
  const owner: Owner = {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    command: process.argv.slice(1).join(" "),
  };
  const draft = `${lockPath}.${process.pid}.tmp`;
  writeFileSync(draft, `${JSON.stringify(owner)}\n`);
  try {
    linkSync(draft, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

/** The owner written in the lock; undefined when the file is gone or not a lock of ours. */
function readOwner(lockPath: string): Owner | undefined {
  try {
    const owner = JSON.parse(readFileSync(lockPath, "utf8")) as Owner;
    return Number.isInteger(owner.pid) && owner.pid > 0 ? owner : undefined;
  } catch {
    return undefined;
  }
}

/** Signal 0 checks existence only; EPERM means the process exists but belongs to another user. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes a stale lock, unless it changed since it was read (another process took it over meanwhile): read again
 * just before unlinking, so two processes taking over one stale lock at once cannot remove each other's fresh one.
 */
function removeIfUnchanged(lockPath: string, seen: Owner | undefined): void {
  const now = readOwner(lockPath);
  if (now && (now.pid !== seen?.pid || now.startedAt !== seen?.startedAt)) return;
  try {
    unlinkSync(lockPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

function removeIfOurs(lockPath: string): void {
  if (readOwner(lockPath)?.pid !== process.pid) return;
  try {
    unlinkSync(lockPath);
  } catch {
    // Already gone: nothing to release.
  }
}

// A process that exits without closing its database (an error at start, process.exit) leaves no lock behind.
process.on("exit", () => {
  for (const lockPath of held.keys()) removeIfOurs(lockPath);
});
