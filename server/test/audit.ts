import { and, asc, eq } from "drizzle-orm";
import { auditLog } from "../src/db/schema/index.js";
import type { TestApp } from "./test-app.js";

/** Audit rows of an action in a company, oldest first. */
export async function auditRowsOf(t: TestApp, companyId: string, action: string) {
  return t.db.database.withTenant(companyId, (tx) =>
    tx
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, action)))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id)),
  );
}
