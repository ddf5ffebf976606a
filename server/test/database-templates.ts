import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { ensurePlatform } from "../src/db/bootstrap.js";
import { openDatabase } from "../src/db/client.js";
import type { Database } from "../src/db/types.js";
import { seedDemo } from "../src/demo/companies.js";
import { seedDemoFleet } from "../src/demo/fleet.js";

/**
 * Every suite starts from a copy of a database made once per run (issue 20): migrating 13 migrations with their
 * functions and policies, and seeding the demo with its Argon2 hashes, took each suite seconds on each engine.
 * Two states are kept: migrated (for suites that seed themselves) and seeded (what `buildTestApp` serves).
 * PGlite's are dumps of its data directory on disk; PostgreSQL's are template databases on the server.
 */
export type TemplateState = "migrated" | "seeded";

export interface DatabaseTemplates {
  pglite: Record<TemplateState, string>;
  /** Template database names on DATABASE_URL's server, when it is set. */
  postgres?: Record<TemplateState, string>;
  /** The pictures the demo seed stored, copied into each seeded suite's data folder. */
  seededUploadsDir: string;
}

export const TEST_APP_ROLE = "froyo_app";

export async function buildDatabaseTemplates(): Promise<{ templates: DatabaseTemplates; drop(): Promise<void> }> {
  const folder = mkdtempSync(path.join(tmpdir(), "froyo-templates-"));
  const seededUploadsDir = path.join(folder, "uploads");
  const dropPostgres: (() => Promise<void>)[] = [];
  const drop = async () => {
    for (const dropOne of dropPostgres) await dropOne();
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const pglite = await pgliteTemplates(folder, seededUploadsDir);
    let postgres: DatabaseTemplates["postgres"];
    const serverUrl = process.env.DATABASE_URL;
    if (serverUrl) {
      const migrated = await postgresTemplate(serverUrl, async () => undefined);
      dropPostgres.push(migrated.drop);
      const seeded = await postgresTemplate(serverUrl, (database) => seedTestDemo(database, seededUploadsDir));
      dropPostgres.push(seeded.drop);
      postgres = { migrated: migrated.name, seeded: seeded.name };
    }
    return { templates: { pglite, postgres, seededUploadsDir }, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

async function pgliteTemplates(folder: string, uploadsDir: string): Promise<Record<TemplateState, string>> {
  const database = await openDatabase({ appRole: TEST_APP_ROLE });
  try {
    const migrated = await dumpTo(database, path.join(folder, "migrated.tar"));
    await seedTestDemo(database, uploadsDir);
    const seeded = await dumpTo(database, path.join(folder, "seeded.tar"));
    return { migrated, seeded };
  } finally {
    await database.close();
  }
}

async function dumpTo(database: Database, file: string): Promise<string> {
  const dump = await database.dumpDataDir?.();
  if (!dump) throw new Error("This database cannot dump its data directory.");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

/** What `buildTestApp` serves: the platform, the demo companies with their accounts, catalog and fleet. */
async function seedTestDemo(database: Database, uploadsDir: string): Promise<void> {
  const platformCompanyId = await ensurePlatform(database);
  await seedDemo(database, { platformCompanyId, uploadsDir });
  await seedDemoFleet(database);
}

/** A database on the server, migrated (and prepared by `prepare`), closed so that CREATE DATABASE can copy it. */
async function postgresTemplate(serverUrl: string, prepare: (database: Database) => Promise<unknown>) {
  const name = `froyo_template_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const drop = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  try {
    const database = await openDatabase({ url: databaseUrl(serverUrl, name), appRole: TEST_APP_ROLE, poolSize: 2 });
    await prepare(database).finally(() => database.close());
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, drop };
}

/** One statement on the server's own connection (CREATE and DROP DATABASE cannot run in a transaction). */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/** The server's URL naming another database on it. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
