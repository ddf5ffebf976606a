import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Fixed-window attempt counters shared by every app process (sign-in, password change, support tickets, the
 * training manual's password). Not tenant data: a key names what it counts (see plugins/throttle-keys.ts),
 * the app role reads and writes it outside any tenant, and row-level security does not apply (like `companies`).
 */
export const throttleCounters = pgTable(
  "throttle_counters",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("throttle_counters_reset_at_idx").on(t.resetAt)],
);
