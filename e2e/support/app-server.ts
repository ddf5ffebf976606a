import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { ARTIFACTS_DIR, REPO_ROOT } from "./paths.js";
import { budget } from "./time-budget.js";

export const SERVER_LOG = path.join(ARTIFACTS_DIR, "server.log");
const START_TIMEOUT_MS = budget(120_000);

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  stop(): Promise<void>;
}

async function logTail(): Promise<string> {
  const text = await readFile(SERVER_LOG, "utf8").catch(() => "");
  return text.split("\n").slice(-40).join("\n");
}

/** Polls GET /healthz until the server answers 200, fails early if the process dies. */
async function waitForHealth(child: ChildProcess, port: number): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode} before it was healthy:\n${await logTail()}`);
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server was not healthy within ${START_TIMEOUT_MS / 1000} s:\n${await logTail()}`);
}

/** Starts the real server (`server/src/main.ts` through tsx) as a child process; output goes to SERVER_LOG. */
export async function startAppServer(port: number, env: Record<string, string>): Promise<RunningServer> {
  const log = createWriteStream(SERVER_LOG);
  const child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
  };
  try {
    await waitForHealth(child, port);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
