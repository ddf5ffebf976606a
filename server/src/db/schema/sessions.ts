import { foreignKey, index, inet, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companyIdColumn, createdAt } from "./columns.js";
import { users } from "./users.js";

/**
 * Sessions live in the signed-in user's company (platform staff: the platform). `host_company_id` is the tenant
 * of the host the session was created on: a session presented on any other host is refused, so a cookie replayed
 * on another company's subdomain is worth nothing.
 */
export const sessions = pgTable(
  "sessions",
  {
    companyId: companyIdColumn(),
    tokenHash: text("token_hash").notNull(),
    userId: uuid("user_id").notNull(),
    hostCompanyId: uuid("host_company_id").notNull(),
    csrfToken: text("csrf_token").notNull(),
    ip: inet("ip"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.tokenHash] }),
    index("sessions_user_idx").on(t.companyId, t.userId),
    foreignKey({ columns: [t.companyId, t.userId], foreignColumns: [users.companyId, users.id] }).onDelete("cascade"),
  ],
);
