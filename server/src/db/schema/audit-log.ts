import { foreignKey, index, inet, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { companyIdColumn, createdAt, idColumn } from "./columns.js";
import { companies } from "./companies.js";

/** Who changed what, when and from where. Actors are not foreign keys: the trail outlives deleted users. */
export const auditLog = pgTable(
  "audit_log",
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    actorId: uuid("actor_id"),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    changes: jsonb("changes").$type<Record<string, { from: unknown; to: unknown }>>(),
    ip: inet("ip"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index("audit_log_company_created_idx").on(t.companyId, t.createdAt),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete("cascade"),
  ],
);
