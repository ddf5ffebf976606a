import { foreignKey, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { companyIdColumn, createdAt } from "./columns.js";
import { users } from "./users.js";

export const PASSWORD_TOKEN_KINDS = ["reset", "invitation"] as const;
export type PasswordTokenKind = (typeof PASSWORD_TOKEN_KINDS)[number];

/** One live token per user and kind: issuing a new one replaces the older (primary key upsert). */
export const passwordTokens = pgTable(
  "password_tokens",
  {
    companyId: companyIdColumn(),
    userId: uuid("user_id").notNull(),
    kind: text("kind", { enum: PASSWORD_TOKEN_KINDS }).notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId, t.kind] }),
    unique("password_tokens_hash_key").on(t.companyId, t.tokenHash),
    foreignKey({ columns: [t.companyId, t.userId], foreignColumns: [users.companyId, users.id] }).onDelete("cascade"),
  ],
);
