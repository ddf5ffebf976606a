import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { seededServerDatabase } from "../test/databases.js";
import { startServerProcess } from "../test/server-process.js";

const serverDir = fileURLToPath(new URL("..", import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: "", NODE_ENV: "production", LOG_LEVEL: "warn", ...env },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe("the server process", () => {
  let running: ChildProcess | undefined;
  afterEach(() => {
    running?.kill("SIGKILL");
  });

  it("starts on an empty embedded database, prints the URLs and accounts, and shuts down cleanly on SIGTERM", async () => {
    const port = await freePort();
    const main = startMain({
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "froyo-main-")),
      // A week of history runs the same seeding path as the default 90 days (demo/companies.test.ts covers its
      // figures) in a tenth of the time.
      DEMO_HISTORY_DAYS: "7",
    });
    running = main.child;
    await expect.poll(main.output, { timeout: 60_000, interval: 200 }).toContain("Demo accounts");
    expect(main.output()).toContain(`http://demo.localhost:${port}`);
    expect(main.output()).toContain("admin@demo.example.com");
    // The demo's kiosks live (DEMO_LIVE is on with the embedded demo), and stop with the server below.
    expect(main.output()).toContain("Demo fleet:   6 kiosks live");
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);

    main.child.kill("SIGTERM");
    expect(await main.exited).toBe(0);
  }, 90_000);

  it("refuses a second start on the same embedded database before touching it, leaving the first running", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "froyo-main-"));
    await seededServerDatabase("pglite", dataDir);
    // A lock left by a process killed without closing (its pid is dead): not a reason to refuse.
    const dead = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]).stdout.toString();
    writeFileSync(path.join(dataDir, "pglite.lock"), JSON.stringify({ pid: Number(dead), startedAt: "", command: "" }));
    const first = await startServerProcess({ dataDir, extra: { DEMO_HISTORY_DAYS: "0" } });
    try {
      const before = readdirSync(path.join(dataDir, "pglite")).sort();
      const second = startMain({ PORT: String(await freePort()), HOST: "127.0.0.1", DATA_DIR: dataDir });
      running = second.child;
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`The embedded database in ${path.join(dataDir, "pglite")} is in use`);
      expect(second.output()).toContain("Another `npm start`");
      expect(second.output()).not.toContain("    at "); // a sentence, not a stack trace
      expect(readdirSync(path.join(dataDir, "pglite")).sort()).toEqual(before);
      expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    } finally {
      await first.stop();
    }
    expect(await first.exited).toBe(0);
    // The folder is intact: the next start opens it.
    const again = await startServerProcess({ dataDir, extra: { DEMO_HISTORY_DAYS: "0" } });
    expect((await fetch(`${again.url}/readyz`)).status).toBe(200);
    await again.stop();
  }, 120_000);

  it("on SIGTERM while starting, lets the start finish, exits 0, and leaves a database the next start opens", async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), "froyo-main-"));
    // A bound far above a slow machine's first start: this is about what happens, not how fast.
    const main = startMain({
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO_HISTORY_DAYS: "0",
      SHUTDOWN_TIMEOUT_SECONDS: "60",
    });
    running = main.child;
    const readiness = () =>
      fetch(`http://127.0.0.1:${port}/readyz`).then(
        async (response) => `${response.status} ${((await response.json()) as { status: string }).status}`,
        () => "not listening",
      );
    await expect.poll(readiness, { timeout: 30_000, interval: 50 }).toBe("503 starting");
    main.child.kill("SIGTERM");
    expect(await main.exited).toBe(0);
    expect(main.output()).not.toContain("Demo accounts");

    const again = await startServerProcess({ dataDir, extra: { DEMO_HISTORY_DAYS: "0" } });
    expect((await fetch(`${again.url}/readyz`)).status).toBe(200);
    await again.stop();
  }, 120_000);

  it("refuses to start with bad configuration and names every problem at once", async () => {
    const main = startMain({ PORT: "not-a-port", APP_DOMAIN: "Bad_Domain" });
    running = main.child;
    expect(await main.exited).toBe(1);
    expect(main.output()).toContain("PORT");
    expect(main.output()).toContain("APP_DOMAIN");
  }, 60_000);
});
