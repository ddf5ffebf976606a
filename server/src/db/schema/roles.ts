import { foreignKey, pgTable, primaryKey, text, unique } from "drizzle-orm/pg-core";
import { companyIdColumn, createdAt, idColumn, updatedAt } from "./columns.js";
import { companies } from "./companies.js";

/** Each company has its own editable roles; the platform's "Super Admin" role is immutable. */
export const roles = pgTable(
  "roles",
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    name: text("name").notNull(),
    userType: text("user_type", { enum: ["staff", "client"] }).notNull(),
    permissions: text("permissions").array().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    unique("roles_company_name_key").on(t.companyId, t.name),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete("cascade"),
  ],
);
