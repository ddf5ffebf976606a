import { PERMISSIONS, ROLE_NAMES, SEEDED_COMPANY_ROLES } from "@froyo/contracts";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { roles } from "../../db/schema/index.js";
import type { Tx } from "../../db/types.js";

export interface RoleRow {
  id: string;
  companyId: string;
  name: string;
  userType: "staff" | "client";
  permissions: string[];
  usersCount: number;
}

const roleColumns = {
  id: roles.id,
  companyId: roles.companyId,
  name: roles.name,
  userType: roles.userType,
  permissions: roles.permissions,
  // Spelled out: in a one-table select Drizzle leaves columns unqualified, which would compare users with itself.
  usersCount: sql<number>`(SELECT count(*)::int FROM users u WHERE u.company_id = "roles"."company_id" AND u.role_id = "roles"."id")`,
};

/**
 * The roles every new company starts with (product.md's table). Idempotent: existing roles keep their edited
 * permissions. Returns each role's id by name. Used by the demo seed and by company creation.
 */
export async function ensureCompanyRoles(tx: Tx, companyId: string): Promise<Map<string, string>> {
  for (const role of SEEDED_COMPANY_ROLES) {
    await tx
      .insert(roles)
      .values({ companyId, name: role.name, userType: role.userType, permissions: [...role.permissions] })
      .onConflictDoNothing();
  }
  const rows = await tx.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.companyId, companyId));
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** Staff roles first, then by name: Company Admin, Client, Client - Pro. */
export async function listRoles(tx: Tx, companyId: string): Promise<RoleRow[]> {
  return tx
    .select(roleColumns)
    .from(roles)
    .where(eq(roles.companyId, companyId))
    .orderBy(desc(roles.userType), asc(roles.name), asc(roles.id));
}

/**
 * `lock` holds the row until the transaction ends, so two concurrent edits of one role apply one after the other
 * and each audit entry's "before" is what it replaced. (NO KEY UPDATE: users referencing the role are not blocked.)
 */
export async function findRoleById(
  tx: Tx,
  companyId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<RoleRow | undefined> {
  const query = tx
    .select(roleColumns)
    .from(roles)
    .where(and(eq(roles.companyId, companyId), eq(roles.id, id)))
    .limit(1);
  const [row] = options.lock ? await query.for("no key update") : await query;
  return row;
}

export async function findRoleByName(tx: Tx, companyId: string, name: string): Promise<RoleRow | undefined> {
  const [row] = await tx
    .select(roleColumns)
    .from(roles)
    .where(and(eq(roles.companyId, companyId), eq(roles.name, name)))
    .limit(1);
  return row;
}

/** Stored deduplicated and in the canonical order of PERMISSIONS, so before/after diffs in the audit log are stable. */
export function canonicalPermissions(permissions: readonly string[]): string[] {
  const wanted = new Set(permissions);
  return PERMISSIONS.filter((permission) => wanted.has(permission));
}

export async function setRolePermissions(tx: Tx, companyId: string, id: string, permissions: string[]): Promise<void> {
  await tx
    .update(roles)
    .set({ permissions, updatedAt: sql`now()` })
    .where(and(eq(roles.companyId, companyId), eq(roles.id, id)));
}

/** The role a company can never lose an active holder of: Company Admin, or Super Admin in the platform. */
export function adminRoleName(isPlatform: boolean): string {
  return isPlatform ? ROLE_NAMES.superAdmin : ROLE_NAMES.companyAdmin;
}
