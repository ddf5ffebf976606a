import { foreignKey, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { companyIdColumn, createdAt, idColumn, updatedAt } from "./columns.js";
import { companies } from "./companies.js";
import { roles } from "./roles.js";

export const USER_STATUSES = ["invited", "active", "disabled"] as const;

/** Emails are stored lower-cased and are unique within a company (platform staff live in the platform company). */
export const users = pgTable(
  "users",
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    roleId: uuid("role_id").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    status: text("status", { enum: USER_STATUSES }).notNull().default("invited"),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    unique("users_company_email_key").on(t.companyId, t.email),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.companyId, t.roleId], foreignColumns: [roles.companyId, roles.id] }),
  ],
);
