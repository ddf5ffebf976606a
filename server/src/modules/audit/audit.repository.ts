import type { AuditEntry as AuditEntryBody, AuditListQuery } from "@froyo/contracts";
import { and, desc, eq, gte, ilike, like, lt, type SQL, sql } from "drizzle-orm";
import { auditLog, companies, roles, users } from "../../db/schema/index.js";
import type { Tx } from "../../db/types.js";
import type { Scope } from "../../identity/scope.js";

export interface AuditEntry {
  companyId: string;
  actorId?: string | null;
  actorEmail?: string | null;
  action: string;
  targetType?: string;
  targetId?: string;
  changes?: Record<string, { from: unknown; to: unknown }>;
  ip?: string | null;
}

/**
 * Written in the same transaction as the change it describes: no change without its trail. Stamped with the time
 * of the write, not of the transaction's start (now()): a change that waited for a lock behind another one is
 * listed after it, so the trail's order is the order the changes were applied in.
 */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, createdAt: sql`clock_timestamp()` });
}

/** An entry for a change made by the signed-in user of `scope`, in the scope's company. */
export function recordScopedAudit(
  tx: Tx,
  scope: Scope,
  entry: Pick<AuditEntry, "action" | "targetType" | "targetId" | "changes">,
): Promise<void> {
  return recordAudit(tx, {
    companyId: scope.companyId,
    actorId: scope.actor.id,
    actorEmail: scope.actor.email,
    ip: scope.ip,
    ...entry,
  });
}

export type AuditRow = typeof auditLog.$inferSelect & { companyName: string };
export type AuditFilters = Pick<AuditListQuery, "action" | "actor" | "from" | "to" | "company_id">;

export function toAuditEntry(row: AuditRow): AuditEntryBody {
  return {
    id: row.id,
    company: { id: row.companyId, name: row.companyName },
    action: row.action,
    actor: { id: row.actorId, email: row.actorEmail },
    target_type: row.targetType,
    target_id: row.targetId,
    changes: row.changes ?? null,
    ip: row.ip,
    created_at: new Date(row.createdAt).toISOString(),
  };
}

/** `text` taken literally inside a LIKE pattern (PostgreSQL escapes with \; text cannot hold NUL). */
function literal(text: string): string {
  return text.replaceAll("\u0000", "").replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The entries of one company, or of every company (null: platform staff, see withAuditOfAllCompanies). */
export type AuditCompanies = string | null;

function whereAudit(companyId: AuditCompanies, filters: AuditFilters): SQL | undefined {
  return and(
    companyId === null ? undefined : eq(auditLog.companyId, companyId),
    filters.company_id ? eq(auditLog.companyId, filters.company_id) : undefined,
    filters.action ? like(auditLog.action, `${literal(filters.action)}%`) : undefined,
    filters.actor ? ilike(auditLog.actorEmail, `%${literal(filters.actor)}%`) : undefined,
    filters.from ? gte(auditLog.createdAt, new Date(filters.from)) : undefined,
    // Times are shown to the millisecond but stored to the microsecond: `to` covers its whole millisecond, so an
    // entry's own created_at as the bound includes that entry.
    filters.to ? lt(auditLog.createdAt, new Date(new Date(filters.to).getTime() + 1)) : undefined,
  );
}

/** Newest first; ids are UUID v7 (time-ordered), so they break ties of one transaction's timestamp stably. */
export async function listAudit(
  tx: Tx,
  companyId: AuditCompanies,
  filters: AuditFilters,
  page: { offset: number; limit: number },
): Promise<AuditRow[]> {
  const rows = await tx
    .select({ entry: auditLog, companyName: companies.name })
    .from(auditLog)
    .innerJoin(companies, eq(companies.id, auditLog.companyId))
    .where(whereAudit(companyId, filters))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ entry, companyName }) => ({ ...entry, companyName }));
}

export async function countAudit(tx: Tx, companyId: AuditCompanies, filters: AuditFilters): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(whereAudit(companyId, filters));
  return Number(row?.total ?? 0);
}

/** The user type (staff or client) of a user's role; undefined when the user is gone. */
export async function findUserType(tx: Tx, companyId: string, userId: string): Promise<"staff" | "client" | undefined> {
  const [row] = await tx
    .select({ userType: roles.userType })
    .from(users)
    .innerJoin(roles, and(eq(roles.companyId, users.companyId), eq(roles.id, users.roleId)))
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .limit(1);
  return row?.userType;
}
