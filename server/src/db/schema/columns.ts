import { timestamp, uuid } from "drizzle-orm/pg-core";
import { uuidv7 } from "uuidv7";

/** Time-ordered ids (UUID v7): no shared sequence, index-friendly, safe to expose. */
export const idColumn = () =>
  uuid("id")
    .notNull()
    .$defaultFn(() => uuidv7());

export const companyIdColumn = () => uuid("company_id").notNull();

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
