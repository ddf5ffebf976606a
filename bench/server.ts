import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { httpRequest, repoRoot, type ServerProcess, spawnServer } from "../server/test/server-process.js";

// The one way to run the server as a process, shared with the server's process tests.
export { freePort, repoRoot, stopProcess, waitUntilHealthy } from "../server/test/server-process.js";

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
export type NodeProcess = ServerProcess;

/** Starts the server process and waits until `/healthz` answers (or it exits, which throws). */
export async function spawnNode(env: Record<string, string>): Promise<NodeProcess> {
  if (!existsSync(path.join(repoRoot, "web/dist/index.html"))) {
    throw new Error("Build the web app first: npm run build");
  }
  // DEMO_LIVE=0: the figures are the bench's load alone, without the demo's live kiosks selling beside it.
  return spawnServer(
    { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", DEMO_LIVE: "0", ...env },
    { stderr: "inherit" },
  );
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
export async function request(
  port: number,
  method: string,
  pathname: string,
  headers: Record<string, string>,
  body?: string | Buffer,
) {
  const response = await httpRequest(port, method, pathname, headers, body);
  return { ...response, cookies: response.headers["set-cookie"] ?? [] };
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
