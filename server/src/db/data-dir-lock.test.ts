import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock.js";

const folder = () => path.join(mkdtempSync(path.join(tmpdir(), "froyo-lock-")), "pglite");
const owner = (pid: number) => JSON.stringify({ pid, startedAt: "2026-01-01T00:00:00.000Z", command: "main.ts" });

/** The pid of a process that has exited: nothing runs under it now (a pid is reused only after many others). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
  return Number(child.stdout.toString());
}

describe("lockDataDir", () => {
  it("writes the owner's pid beside the folder and removes it on release", () => {
    const dataDir = folder();
    const lock = lockDataDir(dataDir);
    expect(lock.path).toBe(`${dataDir}.lock`);
    expect(JSON.parse(readFileSync(lock.path, "utf8"))).toMatchObject({ pid: process.pid });
    // main takes it before listening and the database takes it again: one file, released by the last holder.
    const again = lockDataDir(dataDir);
    again.release();
    expect(existsSync(lock.path)).toBe(true);
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it("refuses while another live process holds it, naming the folder, the pid and what to do; the lock stays", () => {
    const dataDir = folder();
    writeFileSync(`${dataDir}.lock`, owner(process.ppid));
    let refusal: unknown;
    try {
      lockDataDir(dataDir);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirInUseError);
    const message = (refusal as Error).message;
    expect(message).toContain(`The embedded database in ${dataDir} is in use by another process (pid ${process.ppid}`);
    expect(message).toContain("Another `npm start`");
    expect(message).toContain("DATA_DIR=");
    expect(JSON.parse(readFileSync(`${dataDir}.lock`, "utf8")).pid).toBe(process.ppid);
  });

  it("takes over a lock whose process is dead, or one that is not a lock at all", () => {
    for (const stale of [owner(deadPid()), "", "{not json"]) {
      const dataDir = folder();
      writeFileSync(`${dataDir}.lock`, stale);
      const lock = lockDataDir(dataDir);
      expect(JSON.parse(readFileSync(lock.path, "utf8")).pid).toBe(process.pid);
      lock.release();
    }
  });
});
