import type { CompanyAdmin } from "@froyo/contracts";
import { and, asc, count, eq, ilike, not, or, type SQL, sql } from "drizzle-orm";
import { containsPattern } from "../../db/like-pattern.js";
import { companies, sessions } from "../../db/schema/index.js";
import type { AppDb, Tx } from "../../db/types.js";
import { toPublicCompany } from "../../identity/public-company.js";
import type { CompanyRow } from "../../identity/tenants.repository.js";

export type CompanyValues = Partial<Omit<typeof companies.$inferInsert, "id" | "isPlatform" | "createdAt">>;

/** A tenant company (never the platform row), locked for the rest of the transaction when editing. */
export async function findTenantCompany(
  db: AppDb | Tx,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CompanyRow | undefined> {
  const query = db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), not(companies.isPlatform)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row;
}

function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(companies.name, pattern), ilike(companies.subdomain, pattern));
}

/** Tenant companies by name (the platform row is not a company anyone manages), `limit` rows from `offset`. */
export async function selectTenantCompanies(
  db: AppDb,
  query: { search?: string; offset: number; limit: number },
): Promise<CompanyRow[]> {
  return db
    .select()
    .from(companies)
    .where(and(not(companies.isPlatform), searchFilter(query.search)))
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
    .limit(query.limit)
    .offset(query.offset);
}

export async function countTenantCompanies(db: AppDb, search?: string): Promise<number> {
  const [totals] = await db
    .select({ total: count() })
    .from(companies)
    .where(and(not(companies.isPlatform), searchFilter(search)));
  return totals?.total ?? 0;
}

export async function isSubdomainTaken(db: AppDb | Tx, subdomain: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.subdomain, subdomain), exceptId ? not(eq(companies.id, exceptId)) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function insertCompany(
  tx: Tx,
  values: CompanyValues & { id: string; name: string; subdomain: string },
): Promise<CompanyRow> {
  const [row] = await tx.insert(companies).values(values).returning();
  if (!row) throw new Error("The company insert returned no row.");
  return row;
}

export async function updateTenantCompany(tx: Tx, id: string, values: CompanyValues): Promise<CompanyRow> {
  const [row] = await tx
    .update(companies)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(companies.id, id), not(companies.isPlatform)))
    .returning();
  if (!row) throw new Error("The company update matched no row.");
  return row;
}

/** Deletes a tenant company; its roles, users, sessions, tokens and audit trail go with it (foreign keys cascade). */
export async function deleteTenantCompany(tx: Tx, id: string): Promise<CompanyRow | undefined> {
  const [row] = await tx
    .delete(companies)
    .where(and(eq(companies.id, id), not(companies.isPlatform)))
    .returning();
  return row;
}

/** Platform staff's sessions opened on a deleted company's host can never be used again: drop them too. */
export async function deleteSessionsHostedBy(tx: Tx, platformCompanyId: string, hostCompanyId: string) {
  await tx
    .delete(sessions)
    .where(and(eq(sessions.companyId, platformCompanyId), eq(sessions.hostCompanyId, hostCompanyId)));
}

/**
 * Switches the row-level security tenant inside an open transaction. Creating a company writes its roles and first
 * admin (new tenant) and the audit entry (platform) in one transaction, so they commit or fail together.
 */
export async function actAsTenant(tx: Tx, companyId: string): Promise<void> {
  await tx.execute(sql`SELECT set_config('app.company_id', ${companyId}, true)`);
}

/** What platform staff see: links and settings too, but the manual password only as "is one set". */
export function toAdminCompany(row: CompanyRow): CompanyAdmin {
  return {
    ...toPublicCompany(row),
    tutorial_url: row.tutorialUrl,
    manual_url: row.manualUrl,
    has_manual_password: row.manualPasswordHash !== null,
    support_email: row.supportEmail,
    created_at: row.createdAt.toISOString(),
  };
}
