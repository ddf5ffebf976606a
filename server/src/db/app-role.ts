import { sql } from "drizzle-orm";
import { type AppDb, queryRows } from "./types.js";

/**
 * The app's queries run as a role that row-level security applies to: not a superuser, not the tables' owner and
 * without BYPASSRLS. The connecting (owner) role runs the migrations, creates this role if needed and grants it
 * plain data access; the app then switches to it for every query.
 */
export async function prepareAppRole(db: AppDb, role: string): Promise<void> {
  const name = quoteIdent(role);
  await db.execute(
    sql.raw(`DO $$ BEGIN
      CREATE ROLE ${name} NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`),
  );
  await db.execute(sql.raw(`GRANT ${name} TO CURRENT_USER`)).catch(() => {
    // Already a member, or a superuser that needs no membership to switch roles.
  });
  await db.execute(sql.raw(`GRANT USAGE ON SCHEMA public TO ${name}`));
  await db.execute(sql.raw(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${name}`));
  await db.execute(sql.raw(`GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA public TO ${name}`));
}

/** Refuses to run when the role the app's queries run as could skip row-level security. */
export async function assertRowLevelSecurityApplies(db: AppDb, tenantTables: readonly string[]): Promise<void> {
  const [role] = await queryRows<{ name: string; is_super: boolean; bypasses: boolean }>(
    db,
    sql`SELECT current_user AS name, rolsuper AS is_super, rolbypassrls AS bypasses FROM pg_roles WHERE rolname = current_user`,
  );
  if (!role) throw new Error("Cannot read the database role the app runs as.");
  const problems: string[] = [];
  if (role.is_super) problems.push(`role "${role.name}" is a superuser`);
  if (role.bypasses) problems.push(`role "${role.name}" has BYPASSRLS`);
  const tables = await queryRows<{ name: string; owned: boolean; enabled: boolean; forced: boolean }>(
    db,
    sql`SELECT c.relname AS name, pg_get_userbyid(c.relowner) = current_user AS owned,
                 c.relrowsecurity AS enabled, c.relforcerowsecurity AS forced
          FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind = 'r'`,
  );
  for (const table of tables) {
    if (table.owned) problems.push(`role "${role.name}" owns table ${table.name}`);
  }
  for (const name of tenantTables) {
    const table = tables.find((t) => t.name === name);
    if (!table?.enabled || !table.forced) problems.push(`row-level security is not enabled and forced on ${name}`);
  }
  if (problems.length > 0) {
    throw new Error(`Refusing to start: tenant isolation could be bypassed (${problems.join("; ")}).`);
  }
}

export function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Invalid database role name: ${name}`);
  return `"${name}"`;
}
