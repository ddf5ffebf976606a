import type { FastifyInstance } from "fastify";
import { type AppDependencies, buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { openDatabase } from "../src/db/client.js";
import { TEST_APP_ROLE } from "./databases.js";
import type { TestApp } from "./test-app.js";

/**
 * A second app on the test app's database, as a second process would be: on PostgreSQL with its own connection
 * pool (its own sessions on the server), on PGlite on the same in-process database (which one process owns).
 */
export async function secondAppOnSameDatabase(
  t: TestApp,
  env: Record<string, string> = {},
  dependencies: Pick<AppDependencies, "clock" | "testPushAgent"> = {},
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const database = t.db.ownerUrl
    ? await openDatabase({ url: t.db.ownerUrl, appRole: TEST_APP_ROLE, poolSize: 2 })
    : t.db.database;
  const config = loadConfig({ ...configEnvOf(t.app), ...env });
  const app = await buildApp(config, { database, ownsDatabase: database !== t.db.database, ...dependencies });
  await app.ready();
  return { app, close: () => app.close() };
}

/** The settings buildTestApp gave the first app; the caller's `env` repeats the ones its test chose. */
function configEnvOf(app: FastifyInstance): Record<string, string> {
  const { config } = app;
  return {
    NODE_ENV: config.NODE_ENV,
    LOG_LEVEL: "silent",
    APP_DOMAIN: config.APP_DOMAIN,
    APP_URL: config.APP_URL,
    DATA_DIR: config.DATA_DIR,
    ...(config.WEB_DIST_DIR ? { WEB_DIST_DIR: config.WEB_DIST_DIR } : {}),
    ...(config.SMTP_URL ? { SMTP_URL: config.SMTP_URL } : {}),
  };
}
