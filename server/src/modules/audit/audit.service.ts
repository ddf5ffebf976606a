import type { Readable } from "node:stream";
import { type AuditEntry, type AuditListQuery, type Paginated, pageMeta } from "@froyo/contracts";
import type { Database, Tx } from "../../db/types.js";
import type { Scope } from "../../identity/scope.js";
import { csvStream } from "../../lib/csv.js";
import { fieldError } from "../../lib/http-errors.js";
import {
  type AuditCompanies,
  type AuditFilters,
  type AuditRow,
  countAudit,
  listAudit,
  toAuditEntry,
} from "./audit.repository.js";

/**
 * The trail other modules write: inside their own transaction, so an entry commits with the change it describes.
 */
export { recordAudit, recordScopedAudit } from "./audit.repository.js";

const CSV_HEADER = [
  "created_at",
  "company",
  "action",
  "actor_email",
  "actor_id",
  "target_type",
  "target_id",
  "changes",
  "ip",
];

export type AuditService = ReturnType<typeof createAuditService>;

/**
 * The audit log: a Company Admin reads their own company's; a Super Admin reads the company of the subdomain they
 * are on, and on the bare domain every company's (the platform's own included), optionally one company's.
 */
export function createAuditService(options: { database: Database }) {
  const { database } = options;

  /** One transaction over the scope's trail: the company's, or for platform staff on the bare domain all of them. */
  function readTrail<T>(scope: Scope, work: (tx: Tx, companies: AuditCompanies) => Promise<T>): Promise<T> {
    if (scope.isPlatform) return database.withAuditOfAllCompanies((tx) => work(tx, null));
    return database.withTenant(scope.companyId, (tx) => work(tx, scope.companyId));
  }

  function assertRange(filters: AuditFilters): void {
    if (filters.from && filters.to && new Date(filters.from) > new Date(filters.to)) {
      throw fieldError("to", "The to date must be after the from date.");
    }
  }

  async function listEntries(scope: Scope, query: AuditListQuery): Promise<Paginated<AuditEntry>> {
    assertRange(query);
    const { total, rows } = await readTrail(scope, async (tx, companies) => ({
      total: await countAudit(tx, companies, query),
      rows: await listAudit(tx, companies, query, { offset: (query.page - 1) * query.per_page, limit: query.per_page }),
    }));
    return { data: rows.map(toAuditEntry), meta: pageMeta(total, query.page, query.per_page) };
  }

  /**
   * The whole filtered log, one short transaction per page (see the users export). It ends where it began: an
   * entry written while the file streams would push the newest-first pages down and repeat a row at each boundary.
   */
  function exportEntries(scope: Scope, query: AuditListQuery): Readable {
    assertRange(query);
    const startedAt = new Date();
    const to = query.to && new Date(query.to) < startedAt ? query.to : startedAt.toISOString();
    const frozen = { ...query, to };
    return csvStream<AuditRow>(
      CSV_HEADER,
      (row) => {
        const entry = toAuditEntry(row);
        const changes = entry.changes ? JSON.stringify(entry.changes) : null;
        return [
          entry.created_at,
          entry.company.name,
          entry.action,
          entry.actor.email,
          entry.actor.id,
          entry.target_type,
          entry.target_id,
          changes,
          entry.ip,
        ];
      },
      (offset, limit) => readTrail(scope, (tx, companies) => listAudit(tx, companies, frozen, { offset, limit })),
    );
  }

  return { listEntries, exportEntries };
}
