import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { companyIdColumn } from "./columns.js";
import { companies } from "./companies.js";
import { users } from "./users.js";

/** A client's terms (migration 0021, decision 043): the royalty in basis points (6.25% = 625) and the monthly fee. */
export const clientTerms = pgTable(
  "client_terms",
  {
    companyId: companyIdColumn(),
    userId: uuid("user_id").notNull(),
    royaltyBasisPoints: integer("royalty_basis_points").notNull().default(0),
    monthlyFeeCents: integer("monthly_fee_cents").notNull().default(0),
    updatedBy: uuid("updated_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "client_terms_pk", columns: [t.companyId, t.userId] }),
    foreignKey({
      name: "client_terms_user_fk",
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete("cascade"),
    check(
      "client_terms_values_check",
      sql`${t.royaltyBasisPoints} BETWEEN 0 AND 10000 AND ${t.monthlyFeeCents} BETWEEN 0 AND 1000000000`,
    ),
  ],
);

/**
 * An issued statement (migration 0021): written once per client and month, never changed. `body` is the statement
 * as it was answered when issued; `net_cents` and `royalty_cents` are what its month was billed at then.
 */
export const statements = pgTable(
  "statements",
  {
    companyId: companyIdColumn(),
    id: text("id").notNull(),
    ownerId: uuid("owner_id").notNull(),
    month: date("month").notNull(),
    royaltyBasisPoints: integer("royalty_basis_points").notNull(),
    netCents: bigint("net_cents", { mode: "number" }).notNull(),
    royaltyCents: bigint("royalty_cents", { mode: "number" }).notNull(),
    body: jsonb("body").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: "statements_pk", columns: [t.companyId, t.id] }),
    unique("statements_owner_month_key").on(t.companyId, t.ownerId, t.month),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete("cascade"),
  ],
);

/** What an issued statement carried for an earlier month: the change of its net, and of its royalty. */
export const statementAdjustments = pgTable(
  "statement_adjustments",
  {
    companyId: companyIdColumn(),
    statementId: text("statement_id").notNull(),
    ownerId: uuid("owner_id").notNull(),
    forMonth: date("for_month").notNull(),
    netDeltaCents: bigint("net_delta_cents", { mode: "number" }).notNull(),
    royaltyDeltaCents: bigint("royalty_delta_cents", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ name: "statement_adjustments_pk", columns: [t.companyId, t.statementId, t.forMonth] }),
    foreignKey({
      name: "statement_adjustments_statement_fk",
      columns: [t.companyId, t.statementId],
      foreignColumns: [statements.companyId, statements.id],
    }).onDelete("cascade"),
    index("statement_adjustments_owner_idx").on(t.companyId, t.ownerId, t.forMonth),
  ],
);
