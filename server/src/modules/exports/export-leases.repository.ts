import { sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { queryRows, type Tx } from "../../db/types.js";

export interface ExportOwner {
  /** The company whose data is exported (the host's), under whose tenant the lease lives. */
  companyId: string;
  /** Who exports: a user of that company, or platform staff acting in it. */
  userId: string;
}

export interface ExportLimits {
  perUser: number;
  perCompany: number;
}

/**
 * Takes a lease for one export if the user and the company are both under their limits: its id, or null when not.
 * The company's leases are counted under a transaction-scoped advisory lock, so two processes that start exports
 * of one company at the same moment count one after the other and never both take the last place. Leases whose
 * process died (past `expires_at`, the database's clock) are cleared first.
 */
export async function acquireExportLease(
  tx: Tx,
  owner: ExportOwner,
  limits: ExportLimits,
  leaseSeconds: number,
): Promise<string | null> {
  const { companyId, userId } = owner;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`export_leases:${companyId}`}, 0))`);
  await tx.execute(sql`DELETE FROM export_leases WHERE company_id = ${companyId} AND expires_at <= now()`);
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO export_leases (company_id, id, user_id, expires_at)
        SELECT ${companyId}::uuid, ${uuidv7()}::uuid, ${userId}::uuid, now() + make_interval(secs => ${leaseSeconds})
        WHERE (SELECT count(*) FROM export_leases WHERE company_id = ${companyId}) < ${limits.perCompany}::integer
          AND (SELECT count(*) FROM export_leases WHERE company_id = ${companyId} AND user_id = ${userId})
              < ${limits.perUser}::integer
        RETURNING id`,
  );
  return rows[0]?.id ?? null;
}

/** Moves a running export's lease on, so that only a dead process's lease ever expires. */
export async function renewExportLease(tx: Tx, companyId: string, id: string, leaseSeconds: number): Promise<void> {
  await tx.execute(
    sql`UPDATE export_leases SET expires_at = now() + make_interval(secs => ${leaseSeconds})
        WHERE company_id = ${companyId} AND id = ${id}`,
  );
}

export async function releaseExportLease(tx: Tx, companyId: string, id: string): Promise<void> {
  await tx.execute(sql`DELETE FROM export_leases WHERE company_id = ${companyId} AND id = ${id}`);
}
