import { sql } from "drizzle-orm";
import { quoteIdent } from "./app-role.js";
import { type AppDb, queryRows, type Tx } from "./types.js";

/** The raw sales every rollup and report reads. */
export const SALES_TABLES = ["sales", "sale_items"] as const;

/**
 * Brings the planner's statistics of `tables` up to date after a bulk load, inside the caller's transaction.
 * A server without autovacuum (some managed setups turn it off for loads) plans every later query on a table as if
 * it were empty: after a million bench sales, the rollup rebuild ran for more than 25 minutes on such plans.
 * ANALYZE needs the tables' owner, which the app's connections are signed in as but leave for the app role: the
 * transaction takes the session's own role for this statement alone, then gives the role back.
 */
export async function analyzeTables(tx: Tx, tables: readonly string[]): Promise<void> {
  const [current] = await queryRows<{ role: string }>(tx, sql`SELECT current_user AS role`);
  if (!current) throw new Error("Cannot read the role this transaction runs as.");
  await tx.execute(sql`SET LOCAL ROLE NONE`);
  await tx.execute(sql.raw(`ANALYZE ${tables.map(quoteIdent).join(", ")}`));
  await tx.execute(sql.raw(`SET LOCAL ROLE ${quoteIdent(current.role)}`));
}

/** `analyzeTables` in a transaction of its own. */
export function analyze(db: AppDb, tables: readonly string[]): Promise<void> {
  return db.transaction((tx) => analyzeTables(tx, tables));
}
