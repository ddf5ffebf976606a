import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root, where the server process runs from (as `npm start` runs it). */
export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export interface ServerProcess {
  port: number;
  url: string;
  /** The process's id (its CPU time is in /proc/<pid>/stat). */
  pid: number;
  /** The exit code once the process has exited (null when a signal ended it). */
  exited: Promise<number | null>;
  /** SIGKILL: no shutdown hook runs, as when the machine loses power under the process. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The real server (`server/src/main.ts`) as a child process on 127.0.0.1 with exactly `env` (no variable of this
 * process leaks in unless the caller passes it). Resolves once `/healthz` answers. Its standard error is kept for the
 * message of a failed start, or shown as it comes (`stderr: "inherit"`, for the benches' warnings).
 */
export async function spawnServer(
  env: NodeJS.ProcessEnv,
  options: { port?: number; stderr?: "capture" | "inherit" } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    cwd: repoRoot,
    env: { ...env, HOST: "127.0.0.1", PORT: String(port) },
    stdio: ["ignore", "ignore", options.stderr === "inherit" ? "inherit" : "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  try {
    await waitUntilHealthy(child, "The server", port, 60);
  } catch (error) {
    await stopProcess(child);
    throw new Error(`${(error as Error).message}${stderr ? `: ${stderr}` : ""}`);
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    exited,
    kill: () => end("SIGKILL"),
    stop: () => end("SIGTERM"),
  };
}

/**
 * The server as the process tests run it: production mode with the demo seed, on `DATABASE_URL` or on the embedded
 * database in `dataDir`, no web build, and none of this process's variables but PATH.
 */
export async function startServerProcess(env: {
  DATABASE_URL?: string;
  dataDir: string;
  port?: number;
  /** More variables for the server (SHUTDOWN_TIMEOUT_SECONDS, …). */
  extra?: Record<string, string>;
}): Promise<ServerProcess> {
  mkdirSync(env.dataDir, { recursive: true });
  return spawnServer(
    {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      DATA_DIR: env.dataDir,
      WEB_DIST_DIR: path.join(env.dataDir, "no-web-build"),
      SEED_DEMO: "1",
      DEVICE_RATE_LIMIT_PER_MINUTE: "100000",
      // Tests count what they send: no live demo kiosks adding sales and heartbeats unless one asks (DEMO_LIVE=1).
      DEMO_LIVE: "0",
      ...(env.DATABASE_URL ? { DATABASE_URL: env.DATABASE_URL } : {}),
      ...env.extra,
    },
    { port: env.port },
  );
}

/** Polls `/healthz` on `port` until it answers 2xx; throws when `child` exits first or `seconds` pass. */
export async function waitUntilHealthy(child: ChildProcess, name: string, port: number, seconds: number) {
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    if (i === seconds * 10) throw new Error(`${name} did not answer /healthz within ${seconds} s`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** SIGTERM, then resolves once the process has exited (at once if it already has). */
export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** One HTTP request to 127.0.0.1 with the Host header given (fetch would replace it). */
export function httpRequest(
  port: number,
  method: string,
  pathname: string,
  headers: Record<string, string>,
  body?: string | Buffer,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, method, path: pathname, headers }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        text += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** A signed-in back-office session over real HTTP (cookies and the XSRF header, as the web app sends them). */
export async function httpSession(port: number, host: string, email: string, password = "demo-password") {
  const cookies = new Map<string, string>();
  const call = async (method: string, pathname: string, body?: unknown) => {
    const xsrf = cookies.get("XSRF-TOKEN");
    const response = await httpRequest(
      port,
      method,
      pathname,
      {
        host,
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(xsrf ? { "x-xsrf-token": decodeURIComponent(xsrf) } : {}),
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      },
      body === undefined ? undefined : JSON.stringify(body),
    );
    for (const line of response.headers["set-cookie"] ?? []) {
      const [pair] = line.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (name) cookies.set(name.trim(), value.join("="));
    }
    return response;
  };
  await call("GET", "/sanctum/csrf-cookie");
  const login = await call("POST", "/auth/login", { email, password });
  if (login.status !== 200) throw new Error(`Sign-in of ${email}: ${login.status} ${login.text}`);
  return call;
}
