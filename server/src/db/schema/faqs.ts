import { foreignKey, integer, pgTable, primaryKey, text, unique } from "drizzle-orm/pg-core";
import { companyIdColumn, createdAt, idColumn } from "./columns.js";
import { companies } from "./companies.js";

/** A company's own FAQ, in `position` order; none means the web app's default FAQ (decision 007). */
export const faqs = pgTable(
  "faqs",
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    position: integer("position").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    unique("faqs_company_position_key").on(t.companyId, t.position),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete("cascade"),
  ],
);
