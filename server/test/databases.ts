import { randomBytes } from "node:crypto";
import { cpSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { describe, inject } from "vitest";
import { openDatabase } from "../src/db/client.js";
import { type Database, queryRows } from "../src/db/types.js";
import {
  adminQuery,
  type DatabaseTemplates,
  databaseUrl,
  TEST_APP_ROLE,
  type TemplateState,
} from "./database-templates.js";

export { TEST_APP_ROLE };

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export type DatabaseKind = "pglite" | "postgres";

/** PGlite always; the PostgreSQL server too when DATABASE_URL is set (CI sets it). */
export const DATABASE_KINDS: DatabaseKind[] = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/**
 * `describe` once per database kind, for suites whose behaviour depends on the engine: their SQL, locking,
 * row-level security, transactions or durability.
 */
export function describeEachDatabase(name: string, suite: (kind: DatabaseKind) => void): void {
  for (const kind of DATABASE_KINDS) describe(`${name} [${kind}]`, () => suite(kind));
}

/** The PostgreSQL server when DATABASE_URL is set (as production runs), else PGlite. */
export const ONE_DATABASE: DatabaseKind = process.env.DATABASE_URL ? "postgres" : "pglite";

/**
 * `describe` on one database, for suites whose behaviour does not depend on the engine (HTTP rules, validation,
 * permissions, rendering of answers): what they check is the app's code above SQL, the same on either engine, and
 * the engine-dependent paths they pass through are proved on both by the suites of `describeEachDatabase`.
 */
export function describeOnOneDatabase(name: string, suite: (kind: DatabaseKind) => void): void {
  describe(`${name} [${ONE_DATABASE}]`, () => suite(ONE_DATABASE));
}

export interface TestDatabase {
  database: Database;
  /** Owner connection string (PostgreSQL only): for tests that must look behind row-level security. */
  ownerUrl?: string;
  drop(): Promise<void>;
}

const dumps = new Map<string, Blob>();

/** The dump of a PGlite template, read once per worker. */
function pgliteDump(file: string): Blob {
  let dump = dumps.get(file);
  if (!dump) {
    dump = new Blob([readFileSync(file)]);
    dumps.set(file, dump);
  }
  return dump;
}

/**
 * A database of its own for a suite, copied from the run's template (global-setup.ts): migrated, or migrated and
 * seeded with the demo. In-memory PGlite loaded from a dump, or a new database on the PostgreSQL server.
 */
export async function createTestDatabase(kind: DatabaseKind, state: TemplateState = "migrated"): Promise<TestDatabase> {
  const templates = inject("databaseTemplates");
  if (kind === "pglite") {
    const database = await openDatabase({ appRole: TEST_APP_ROLE, loadDataDir: pgliteDump(templates.pglite[state]) });
    return { database, drop: () => database.close() };
  }
  const template = templates.postgres?.[state];
  if (!template) throw new Error("No PostgreSQL template: DATABASE_URL was not set when the run started.");
  const scratch = await scratchPostgres(process.env.DATABASE_URL as string, template);
  const database = await openDatabase({ url: scratch.url, appRole: TEST_APP_ROLE, poolSize: 5 });
  return {
    database,
    ownerUrl: scratch.url,
    async drop() {
      await database.close();
      await scratch.drop();
    },
  };
}

/** A database on the PostgreSQL server that nothing else uses (a copy of `template`, or empty); `drop` removes it. */
export async function scratchPostgres(serverUrl: string, template?: string) {
  const name = `froyo_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * The seeded template for a server process a test starts (`startServerProcess`) with `DATA_DIR` = `dataDir`: on
 * PostgreSQL a copy on the server (pass its URL as DATABASE_URL), on PGlite the folder `dataDir/pglite` the process
 * opens, with the seed's pictures in `dataDir/uploads`. The process starts as on an existing database: migrations
 * and seed find their work done, and no demo history is sent.
 */
export async function seededServerDatabase(kind: DatabaseKind, dataDir: string) {
  const templates = inject("databaseTemplates");
  cpSync(templates.seededUploadsDir, path.join(dataDir, "uploads"), { recursive: true });
  if (kind === "postgres") {
    const template = templates.postgres?.seeded;
    if (!template) throw new Error("No PostgreSQL template: DATABASE_URL was not set when the run started.");
    const scratch = await scratchPostgres(process.env.DATABASE_URL as string, template);
    return { DATABASE_URL: scratch.url, drop: scratch.drop };
  }
  const pglite = new PGlite(path.join(dataDir, "pglite"), { loadDataDir: pgliteDump(templates.pglite.seeded) });
  await pglite.waitReady;
  await pglite.close();
  return { DATABASE_URL: undefined, drop: async () => undefined };
}

/**
 * What the planner believes a table holds: the row count its last ANALYZE (or VACUUM) found, -1 when it has
 * never been analysed. Read from pg_class, which row-level security does not hide.
 */
export async function plannerRowEstimate(database: Database, table: string): Promise<number> {
  const [row] = await queryRows<{ estimate: number }>(
    database.db,
    sql`SELECT reltuples::float8 AS estimate FROM pg_class WHERE oid = to_regclass(${`public.${table}`})`,
  );
  if (!row) throw new Error(`No table ${table}`);
  return Number(row.estimate);
}
