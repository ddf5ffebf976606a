import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

export const repoRoot = fileURLToPath(new URL("..", import.meta.url));

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

export interface RunningServer {
  port: number;
  /** The server process's id (its CPU time is in /proc/<pid>/stat). */
  pid: number;
  /** The scratch database on DATABASE_URL's server, when there is one. */
  databaseUrl?: string;
  origin(subdomain?: string): string;
  stop(): Promise<void>;
}

/** One app process listening on 127.0.0.1:`port`, production mode, with `env` on top of this process's. */
export interface NodeProcess {
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/** Starts the server process and waits until `/healthz` answers (or it exits, which throws). */
export async function spawnNode(env: Record<string, string>): Promise<NodeProcess> {
  if (!existsSync(path.join(repoRoot, "web/dist/index.html"))) {
    throw new Error("Build the web app first: npm run build");
  }
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    cwd: repoRoot,
    // DEMO_LIVE=0: the figures are the bench's load alone, without the demo's live kiosks selling beside it.
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      DEMO_LIVE: "0",
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitUntilHealthy(child, "server", port, 60);
  return { port, pid: child.pid ?? 0, stop: () => stopProcess(child) };
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
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** The real server, production mode, on a fresh embedded database (or DATABASE_URL's server) with the demo seed. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const database = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
  const node = await spawnNode({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "froyo-bench-")),
    SEED_DEMO: "1",
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  return {
    port: node.port,
    pid: node.pid,
    databaseUrl: database?.url,
    origin: (subdomain?: string) => `http://${subdomain ? `${subdomain}.` : ""}localhost:${node.port}`,
    async stop() {
      await node.stop();
      await database?.drop();
    },
  };
}

/** A throw-away database on the PostgreSQL server, so a bench never writes into a database someone uses. */
export async function createScratchDatabase(serverUrl: string) {
  const name = `froyo_bench_${Date.now().toString(36)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A request with an explicit Host header (fetch drops it; Node does not resolve *.localhost by itself). */
export function request(
  port: number,
  method: string,
  pathname: string,
  headers: Record<string, string>,
  body?: string | Buffer,
) {
  return new Promise<{ status: number; cookies: string[]; headers: http.IncomingHttpHeaders; text: string }>(
    (resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, method, path: pathname, headers }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            cookies: res.headers["set-cookie"] ?? [],
            headers: res.headers,
            text,
          }),
        );
      });
      req.on("error", reject);
      req.end(body);
    },
  );
}

/** Signs in through the real calls (csrf-cookie, then login) and returns the Cookie header of the session. */
export async function signIn(port: number, host: string, email: string, password = "demo-password"): Promise<string> {
  const headers = { host, accept: "application/json", "content-type": "application/json" };
  const csrf = await request(port, "GET", "/sanctum/csrf-cookie", headers);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(csrf.cookies.join(";"))?.[1] ?? "";
  const login = await request(
    port,
    "POST",
    "/auth/login",
    { ...headers, cookie: `XSRF-TOKEN=${xsrf}`, "x-xsrf-token": decodeURIComponent(xsrf) },
    JSON.stringify({ email, password }),
  );
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${login.text}`);
  return login.cookies.map((cookie) => cookie.split(";")[0]).join("; ");
}
