import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companyIdColumn, createdAt, idColumn, updatedAt } from "./columns.js";
import { companies } from "./companies.js";
import { kiosks } from "./kiosks.js";

/**
 * Promo codes (product.md). `uses` counts live redemptions; the check constraint makes going over the total limit
 * impossible whatever the code does, and redemptions lock the code's row so the per-kiosk limit holds too.
 */
export const promoCodes = pgTable(
  "promo_codes",
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    code: text("code").notNull(),
    description: text("description").notNull().default(""),
    percentOff: integer("percent_off"),
    amountOffCents: integer("amount_off_cents"),
    minOrderCents: integer("min_order_cents").notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    timezone: text("timezone").notNull().default("UTC"),
    totalLimit: integer("total_limit"),
    perKioskLimit: integer("per_kiosk_limit"),
    uses: integer("uses").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex("promo_codes_company_code_key").on(t.companyId, sql`lower(${t.code})`),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete("cascade"),
    check("promo_codes_uses_check", sql`${t.uses} >= 0 AND (${t.totalLimit} IS NULL OR ${t.uses} <= ${t.totalLimit})`),
    check(
      "promo_codes_discount_check",
      sql`(${t.percentOff} IS NULL) <> (${t.amountOffCents} IS NULL)
        AND (${t.percentOff} IS NULL OR ${t.percentOff} BETWEEN 1 AND 100)
        AND (${t.amountOffCents} IS NULL OR ${t.amountOffCents} > 0)`,
    ),
    check("promo_codes_window_check", sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.startsAt} < ${t.endsAt}`),
  ],
);

/** The kiosks a code applies to; none listed means every kiosk of the company. */
export const promoCodeKiosks = pgTable(
  "promo_code_kiosks",
  {
    companyId: companyIdColumn(),
    promoCodeId: uuid("promo_code_id").notNull(),
    kioskId: uuid("kiosk_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.promoCodeId, t.kioskId] }),
    foreignKey({
      columns: [t.companyId, t.promoCodeId],
      foreignColumns: [promoCodes.companyId, promoCodes.id],
    }).onDelete("cascade"),
    foreignKey({ columns: [t.companyId, t.kioskId], foreignColumns: [kiosks.companyId, kiosks.id] }).onDelete(
      "cascade",
    ),
    index("promo_code_kiosks_kiosk_idx").on(t.companyId, t.kioskId),
  ],
);

/**
 * One redemption per kiosk order (`order_id` is the kiosk's own id): redeeming again answers the same result. A
 * released redemption keeps its row (`released_at`) for the code's history and no longer counts.
 */
export const promoRedemptions = pgTable(
  "promo_redemptions",
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    promoCodeId: uuid("promo_code_id").notNull(),
    kioskId: uuid("kiosk_id").notNull(),
    orderId: text("order_id").notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    discountCents: integer("discount_cents").notNull(),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp("released_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    unique("promo_redemptions_order_key").on(t.companyId, t.kioskId, t.orderId),
    index("promo_redemptions_code_idx").on(t.companyId, t.promoCodeId, t.redeemedAt),
    foreignKey({
      columns: [t.companyId, t.promoCodeId],
      foreignColumns: [promoCodes.companyId, promoCodes.id],
    }).onDelete("cascade"),
    foreignKey({ columns: [t.companyId, t.kioskId], foreignColumns: [kiosks.companyId, kiosks.id] }),
  ],
);
