import { SUPPORT_TICKET_STATUSES } from "@froyo/contracts";
import { foreignKey, index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { companyIdColumn, createdAt, idColumn, updatedAt } from "./columns.js";
import { companies } from "./companies.js";
import { users } from "./users.js";

/**
 * Support tickets, in the author's company (platform staff's in the platform). They go with their author: a
 * deleted user's tickets are deleted too (the mail sent to support keeps the record there).
 */
export const supportTickets = pgTable(
  "support_tickets",
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    authorId: uuid("author_id").notNull(),
    subject: text("subject").notNull(),
    category: text("category").notNull(),
    message: text("message").notNull(),
    status: text("status", { enum: SUPPORT_TICKET_STATUSES }).notNull().default("open"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index("support_tickets_author_idx").on(t.companyId, t.authorId, t.createdAt),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.companyId, t.authorId], foreignColumns: [users.companyId, users.id] }).onDelete("cascade"),
  ],
);
