import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

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
    });
    running = main.child;
    await expect.poll(main.output, { timeout: 60_000, interval: 200 }).toContain("Demo accounts");
    expect(main.output()).toContain(`http://demo.localhost:${port}`);
    expect(main.output()).toContain("admin@demo.example.com");
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);

    main.child.kill("SIGTERM");
    expect(await main.exited).toBe(0);
  }, 90_000);

  it("refuses to start with bad configuration and names every problem at once", async () => {
    const main = startMain({ PORT: "not-a-port", APP_DOMAIN: "Bad_Domain" });
    running = main.child;
    expect(await main.exited).toBe(1);
    expect(main.output()).toContain("PORT");
    expect(main.output()).toContain("APP_DOMAIN");
  }, 60_000);
});
