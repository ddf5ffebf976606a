import { auditLog } from "../../db/schema/index.js";
import type { Tx } from "../../db/types.js";

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

/** Written in the same transaction as the change it describes: no change without its trail. */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(entry);
}
