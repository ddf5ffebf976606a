import type { ExtractTablesWithRelations, SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type { LiteralStatement } from "./literal-sql.js";
import type * as schema from "./schema/index.js";

type Schema = typeof schema;

/** The part of Drizzle both drivers (node-postgres and PGlite) share; the app only uses this. */
export type AppDb = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  readonly kind: "pglite" | "postgres";
  /** Runs as the app role, outside any tenant: sees the platform tables (companies) and no tenant rows. */
  readonly db: AppDb;
  /** One transaction with `app.company_id` set locally: row-level security scopes every query to that company. */
  withTenant<T>(companyId: string, work: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * One transaction that may read every company's audit log (and no other tenant table): for platform staff only.
   * Row-level security allows it through the `platform_audit_reader` policy (migration 0004).
   */
  withAuditOfAllCompanies<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * One statement through the simple query protocol, as the app role and outside any transaction: one round trip,
   * where a statement with parameters takes PGlite six (parse, describe, bind, describe, execute, sync). For the
   * lookups every request makes; its values are literals quoted by `literalSql`.
   */
  queryLiterals<Row>(statement: LiteralStatement): Promise<Row[]>;
  ping(): Promise<void>;
  /** PGlite only: its whole data directory as a tarball, which `openDatabase({ loadDataDir })` starts from. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/** Raw SQL with typed rows; both drivers answer `{ rows }`. */
export async function queryRows<Row>(db: AppDb | Tx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
