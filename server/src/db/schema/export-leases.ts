import { foreignKey, index, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { companyIdColumn, idColumn } from "./columns.js";
import { companies } from "./companies.js";

/**
 * The exports running now, one row each (decision 027): what the limits per user and per company count, shared by
 * every app process. A row ends with its export, or with its lease should its process die.
 */
export const exportLeases = pgTable(
  "export_leases",
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    /** Who exports: a user of the company, or platform staff acting in it (hence no foreign key to users). */
    userId: uuid("user_id").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index("export_leases_user_idx").on(t.companyId, t.userId),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete("cascade"),
  ],
);
