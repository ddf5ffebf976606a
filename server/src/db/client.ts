import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { assertRowLevelSecurityApplies, prepareAppRole, quoteIdent } from "./app-role.js";
import { lockDataDir } from "./data-dir-lock.js";
import type { LiteralStatement } from "./literal-sql.js";
import { openDataDir, prepareDataDir } from "./pglite-data-dir.js";
import * as schema from "./schema/index.js";
import type { AppDb, Database, Tx } from "./types.js";

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
/** Any constant works; it only keeps two app instances from migrating the same database at once. */
const MIGRATION_LOCK_KEY = 726_431_001;

export interface DatabaseOptions {
  /** PostgreSQL server; when absent, the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; `memory://` (or undefined) keeps it in memory, as tests do. */
  dataDir?: string;
  /**
   * An in-memory PGlite starts from this dump of another one's data directory (`Database.dumpDataDir`) instead of
   * an empty cluster: tests copy a database migrated and seeded once per run.
   */
  loadDataDir?: Blob;
  appRole: string;
  poolSize?: number;
  /**
   * Told when an idle pooled connection dies (the server restarted or terminated it). The pool has already dropped
   * that connection and opens a new one on the next query; without a listener the error would end the process.
   */
  onIdleConnectionError?: (error: Error) => void;
  /** Told of a repair at start-up (a half-created embedded database moved aside, a retried open); default console. */
  onWarning?: (message: string) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options) : openPglite(options);
}

function tenantRunner(db: AppDb) {
  return <T>(companyId: string, work: (tx: Tx) => Promise<T>) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('app.company_id', ${companyId}, true)`);
      return work(tx);
    });
}

function allCompaniesAuditRunner(db: AppDb) {
  return <T>(work: (tx: Tx) => Promise<T>) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('app.audit_all_companies', 'on', true)`);
      return work(tx);
    });
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const dataDir = options.dataDir && options.dataDir !== "memory://" ? path.resolve(options.dataDir) : undefined;
  if (!dataDir) return preparePglite(new PGlite({ loadDataDir: options.loadDataDir }), options, () => undefined);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  // Before anything touches the folder: a second process on it would damage it (data-dir-lock.ts).
  const lock = lockDataDir(dataDir);
  try {
    const warn = options.onWarning ?? ((message: string) => console.warn(message));
    await prepareDataDir(dataDir, warn);
    return await preparePglite(await openDataDir(dataDir, warn), options, () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Migrates and switches to the app role; `release` runs once the database is closed. */
async function preparePglite(client: PGlite, options: DatabaseOptions, release: () => void): Promise<Database> {
  const db = drizzlePglite(client, { schema }) as unknown as AppDb;
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    await prepareAppRole(db, options.appRole);
    // PGlite has one connection and its default user is a superuser that skips every policy: switch for good.
    await client.exec(`SET ROLE ${quoteIdent(options.appRole)}`);
    await assertRowLevelSecurityApplies(db, schema.TENANT_TABLES);
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
  return {
    kind: "pglite",
    db,
    withTenant: tenantRunner(db),
    withAuditOfAllCompanies: allCompaniesAuditRunner(db),
    queryLiterals: async <Row>({ text }: LiteralStatement) => {
      const results = await client.exec(text);
      if (results.length !== 1) throw new Error(`queryLiterals runs one statement, not ${results.length}`);
      return results[0]?.rows as Row[];
    },
    ping: async () => void (await client.query("SELECT 1")),
    dumpDataDir: () => client.dumpDataDir("none"),
    close: async () => {
      await client.close();
      release();
    },
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  await migratePostgres(url, options.appRole);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // Every pooled connection starts as the app role, so no query of the app ever runs as the owner. Without JIT:
    // the app's queries take milliseconds, and PostgreSQL compiling one whose estimate looked large (a
    // generate_series it guesses at 1,000 rows) cost 15–90 ms more than running it (docs/decisions/019). Dates
    // and timestamps as text are ISO whatever the server's default (the export writes them so).
    options: `-c role=${options.appRole} -c jit=off -c datestyle=ISO,YMD`,
  });
  pool.on("error", (error) => options.onIdleConnectionError?.(error));
  const db = drizzleNodePg(pool, { schema }) as unknown as AppDb;
  try {
    await assertRowLevelSecurityApplies(db, schema.TENANT_TABLES);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    kind: "postgres",
    db,
    withTenant: tenantRunner(db),
    withAuditOfAllCompanies: allCompaniesAuditRunner(db),
    // No parameters: node-postgres sends it as a simple query (which answers an array for several statements).
    queryLiterals: async <Row>({ text }: LiteralStatement) => {
      const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text);
      if (Array.isArray(result)) throw new Error(`queryLiterals runs one statement, not ${result.length}`);
      return result.rows as Row[];
    },
    ping: async () => void (await pool.query("SELECT 1")),
    close: () => pool.end(),
  };
}

async function migratePostgres(url: string, appRole: string): Promise<void> {
  const owner = new pg.Client({ connectionString: url });
  await owner.connect();
  try {
    await owner.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    const db = drizzleNodePg(owner, { schema });
    await migrateNodePg(db, { migrationsFolder });
    await prepareAppRole(db as unknown as AppDb, appRole);
  } finally {
    await owner.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await owner.end();
  }
}
