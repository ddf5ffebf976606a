import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe } from "vitest";
import { openDatabase } from "../src/db/client.js";
import type { Database } from "../src/db/types.js";

export type DatabaseKind = "pglite" | "postgres";

/** PGlite always; the PostgreSQL server too when DATABASE_URL is set (CI sets it). */
export const DATABASE_KINDS: DatabaseKind[] = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/** `describe` once per database kind, so every integration suite proves itself on both engines. */
export function describeEachDatabase(name: string, suite: (kind: DatabaseKind) => void): void {
  for (const kind of DATABASE_KINDS) describe(`${name} [${kind}]`, () => suite(kind));
}

export const TEST_APP_ROLE = "froyo_app";

export interface TestDatabase {
  database: Database;
  /** Owner connection string (PostgreSQL only): for tests that must look behind row-level security. */
  ownerUrl?: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database per suite: in-memory PGlite, or a new database on the PostgreSQL server. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const database = await openDatabase({ appRole: TEST_APP_ROLE });
    return { database, drop: () => database.close() };
  }
  const scratch = await scratchPostgres(process.env.DATABASE_URL as string);
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

/** A database on the PostgreSQL server that nothing else uses, unmigrated; `drop` removes it. */
export async function scratchPostgres(serverUrl: string) {
  const name = `froyo_test_${randomBytes(6).toString("hex")}`;
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
