import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { ensurePlatform } from "./db/bootstrap.js";
import { openDatabase } from "./db/client.js";

/**
 * `npm run lint:openapi` (in `npm run check`): writes the document `GET /api/openapi.json` serves to the file named
 * by the first argument, for Redocly to lint. The app is built in-process on an empty in-memory PGlite (migrated,
 * no demo): the document comes from the routes alone, so no data, server or network is needed.
 */
const output = process.argv[2];
if (!output) throw new Error("Usage: openapi-document.cli.ts <output file>");

const dataDir = mkdtempSync(path.join(tmpdir(), "froyo-openapi-"));
const config = loadConfig({
  NODE_ENV: "production",
  LOG_LEVEL: "silent",
  DATA_DIR: dataDir,
  WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
  JOBS_ENABLED: "0",
});
const database = await openDatabase({ dataDir: "memory://", appRole: config.DB_APP_ROLE });
try {
  await ensurePlatform(database);
  const app = await buildApp(config, { database });
  try {
    const answer = await app.inject({ method: "GET", url: "/api/openapi.json" });
    if (answer.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${answer.statusCode}`);
    mkdirSync(path.dirname(path.resolve(output)), { recursive: true });
    writeFileSync(output, `${JSON.stringify(answer.json(), null, 2)}\n`);
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
