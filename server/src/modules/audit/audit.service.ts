import type { Readable } from "node:stream";
import { type AuditEntry, type AuditListQuery, type Paginated, pageMeta } from "@froyo/contracts";
import type { Database } from "../../db/types.js";
import { csvStream } from "../../lib/csv.js";
import { fieldError } from "../../lib/http-errors.js";
import type { Scope } from "../../lib/scope.js";
import { type AuditFilters, type AuditRow, countAudit, listAudit, toAuditEntry } from "./audit.repository.js";

const CSV_HEADER = ["created_at", "action", "actor_email", "actor_id", "target_type", "target_id", "changes", "ip"];

export type AuditService = ReturnType<typeof createAuditService>;

/**
 * The audit log of the scope's company: a Company Admin reads their own company's; a Super Admin reads the company
 * of the subdomain they are on, and on the bare domain the platform's own log (its sign-ins, its staff, …).
 */
export function createAuditService(options: { database: Database }) {
  const { database } = options;

  function assertRange(filters: AuditFilters): void {
    if (filters.from && filters.to && new Date(filters.from) > new Date(filters.to)) {
      throw fieldError("to", "The to date must be after the from date.");
    }
  }

  async function listEntries(scope: Scope, query: AuditListQuery): Promise<Paginated<AuditEntry>> {
    assertRange(query);
    const { companyId } = scope;
    const { total, rows } = await database.withTenant(companyId, async (tx) => ({
      total: await countAudit(tx, companyId, query),
      rows: await listAudit(tx, companyId, query, { offset: (query.page - 1) * query.per_page, limit: query.per_page }),
    }));
    return { data: rows.map(toAuditEntry), meta: pageMeta(total, query.page, query.per_page) };
  }

  /** The whole filtered log, one short transaction per page (see the users export). */
  function exportEntries(scope: Scope, query: AuditListQuery): Readable {
    assertRange(query);
    const { companyId } = scope;
    return csvStream<AuditRow>(
      CSV_HEADER,
      (row) => {
        const entry = toAuditEntry(row);
        const changes = entry.changes ? JSON.stringify(entry.changes) : null;
        return [
          entry.created_at,
          entry.action,
          entry.actor.email,
          entry.actor.id,
          entry.target_type,
          entry.target_id,
          changes,
          entry.ip,
        ];
      },
      (offset, limit) => database.withTenant(companyId, (tx) => listAudit(tx, companyId, query, { offset, limit })),
    );
  }

  return { listEntries, exportEntries };
}
