import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { type AppDependencies, buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { ensurePlatform } from "../src/db/bootstrap.js";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "./databases.js";
import { type SmtpCapture, startSmtpCapture } from "./smtp.js";

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  smtp: SmtpCapture;
  platformCompanyId: string;
  close(): Promise<void>;
}

/**
 * The real app on a database of its own of the given kind with the demo seed, mailing a real in-process SMTP server.
 * `env` overrides configuration (throttle limits, session lifetimes, …); `dependencies` a fake clock, a push agent.
 */
export async function buildTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  dependencies: Pick<AppDependencies, "clock" | "testPushAgent"> = {},
): Promise<TestApp> {
  const db = await createTestDatabase(kind, "seeded");
  const smtp = await startSmtpCapture();
  const dataDir = mkdtempSync(path.join(tmpdir(), "froyo-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    APP_DOMAIN: "localhost",
    APP_URL: "http://localhost:3000",
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
    // Tests read figures right after the sales that change them; the dashboard's cache has its own test.
    DASHBOARD_CACHE_SECONDS: "0",
    ...env,
  });
  // The demo is in the database copied from the run's template; the pictures its seed stored come with it.
  cpSync(inject("databaseTemplates").seededUploadsDir, path.join(dataDir, "uploads"), { recursive: true });
  const platformCompanyId = await ensurePlatform(db.database);
  const app = await buildApp(config, { database: db.database, ...dependencies });
  await app.ready();
  return {
    app,
    db,
    smtp,
    platformCompanyId,
    async close() {
      await app.close();
      await smtp.close();
      await db.drop();
    },
  };
}
