import {
  bigint,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { companyIdColumn } from "./columns.js";
import { companies } from "./companies.js";

/**
 * Per-day rollups of sales in each kiosk's local day (docs/decisions/019-sales-rollups.md). Written by
 * app_ingest_sales in the same statement as the sales they count (migration 0007), so they can never disagree with
 * them; `npm run db:rollups -- --check` proves it from the raw rows. Like kiosk_hourly_sales: `orders`, `items`,
 * `revenue_cents` and `discount_cents` count paid sales only; refunded sales are counted apart (`refunds`,
 * `refunded_cents`) and failed ones not at all.
 */
export const kioskDailySales = pgTable(
  "kiosk_daily_sales",
  {
    companyId: companyIdColumn(),
    kioskId: uuid("kiosk_id").notNull(),
    localDate: date("local_date").notNull(),
    orders: integer("orders").notNull().default(0),
    items: integer("items").notNull().default(0),
    revenueCents: bigint("revenue_cents", { mode: "number" }).notNull().default(0),
    discountCents: bigint("discount_cents", { mode: "number" }).notNull().default(0),
    refunds: integer("refunds").notNull().default(0),
    refundedCents: bigint("refunded_cents", { mode: "number" }).notNull().default(0),
    costCents: bigint("cost_cents", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.kioskId, t.localDate] }),
    // A company's date range across all its kiosks (the analytics' and dashboard's usual question).
    index("kiosk_daily_sales_company_date_idx").on(t.companyId, t.localDate),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete("cascade"),
  ],
);

/**
 * Per product and local day (of the kiosk that sold it), paid sales only: orders holding the product, units sold and
 * their line value (`quantity × unit_price_cents`, before the order's promo discount). What every kiosk of the
 * company sold together; a breakdown restricted to some kiosks (a client's) reads kioskProductDailySales.
 */
export const productDailySales = pgTable(
  "product_daily_sales",
  {
    companyId: companyIdColumn(),
    productId: uuid("product_id").notNull(),
    localDate: date("local_date").notNull(),
    orders: integer("orders").notNull().default(0),
    quantity: integer("quantity").notNull().default(0),
    revenueCents: bigint("revenue_cents", { mode: "number" }).notNull().default(0),
    costCents: bigint("cost_cents", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.localDate, t.productId] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete("cascade"),
  ],
);

/**
 * productDailySales per kiosk (migration 0014, docs/decisions/026-client-scope-reads.md): a client's or one kiosk's
 * product breakdown. Written by a trigger on sale_items in the statement that inserts the lines; a few rows per
 * kiosk and day (the products it sold), where the raw lines are one per product per sale.
 */
export const kioskProductDailySales = pgTable(
  "kiosk_product_daily_sales",
  {
    companyId: companyIdColumn(),
    kioskId: uuid("kiosk_id").notNull(),
    localDate: date("local_date").notNull(),
    productId: uuid("product_id").notNull(),
    orders: integer("orders").notNull().default(0),
    quantity: integer("quantity").notNull().default(0),
    revenueCents: bigint("revenue_cents", { mode: "number" }).notNull().default(0),
    costCents: bigint("cost_cents", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.kioskId, t.localDate, t.productId] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete("cascade"),
  ],
);

/**
 * companyHourlySales and productDailySales per owner of kiosks (a client; migration 0014, decision 026): a client's
 * figures over all their kiosks read as few rows as the company's. Written by triggers on sales and sale_items in the
 * statement that inserts them, for the kiosk's owner then; a kiosk that changes hands moves its rows (a trigger on
 * kiosks), so they always count the kiosks each owner has now.
 */
export const ownerHourlySales = pgTable(
  "owner_hourly_sales",
  {
    companyId: companyIdColumn(),
    ownerId: uuid("owner_id").notNull(),
    localDate: date("local_date").notNull(),
    localHour: smallint("local_hour").notNull(),
    orders: integer("orders").notNull().default(0),
    items: integer("items").notNull().default(0),
    revenueCents: bigint("revenue_cents", { mode: "number" }).notNull().default(0),
    discountCents: bigint("discount_cents", { mode: "number" }).notNull().default(0),
    refunds: integer("refunds").notNull().default(0),
    refundedCents: bigint("refunded_cents", { mode: "number" }).notNull().default(0),
    costCents: bigint("cost_cents", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.ownerId, t.localDate, t.localHour] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete("cascade"),
  ],
);

export const ownerProductDailySales = pgTable(
  "owner_product_daily_sales",
  {
    companyId: companyIdColumn(),
    ownerId: uuid("owner_id").notNull(),
    localDate: date("local_date").notNull(),
    productId: uuid("product_id").notNull(),
    orders: integer("orders").notNull().default(0),
    quantity: integer("quantity").notNull().default(0),
    revenueCents: bigint("revenue_cents", { mode: "number" }).notNull().default(0),
    costCents: bigint("cost_cents", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.ownerId, t.localDate, t.productId] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete("cascade"),
  ],
);

/**
 * Per kiosk, local day and promo code (upper-cased, as codes are case-insensitive), paid sales that carried a code:
 * orders, discount given and revenue after it. Few sales carry a code, so keeping the kiosk costs little and lets a
 * client's or a kiosk's view read it too.
 */
export const promoDailySales = pgTable(
  "promo_daily_sales",
  {
    companyId: companyIdColumn(),
    kioskId: uuid("kiosk_id").notNull(),
    localDate: date("local_date").notNull(),
    code: text("code").notNull(),
    orders: integer("orders").notNull().default(0),
    discountCents: bigint("discount_cents", { mode: "number" }).notNull().default(0),
    revenueCents: bigint("revenue_cents", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.kioskId, t.localDate, t.code] }),
    index("promo_daily_sales_company_date_idx").on(t.companyId, t.localDate),
    index("promo_daily_sales_company_code_idx").on(t.companyId, t.code),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete("cascade"),
  ],
);

/**
 * Per local day and hour across all of a company's kiosks (migration 0012), counted like kiosk_hourly_sales: what the
 * company-wide analytics read (series, totals, the weekday × hour heatmap), 24 rows a day whatever the fleet's size.
 */
export const companyHourlySales = pgTable(
  "company_hourly_sales",
  {
    companyId: companyIdColumn(),
    localDate: date("local_date").notNull(),
    localHour: smallint("local_hour").notNull(),
    orders: integer("orders").notNull().default(0),
    items: integer("items").notNull().default(0),
    revenueCents: bigint("revenue_cents", { mode: "number" }).notNull().default(0),
    discountCents: bigint("discount_cents", { mode: "number" }).notNull().default(0),
    refunds: integer("refunds").notNull().default(0),
    refundedCents: bigint("refunded_cents", { mode: "number" }).notNull().default(0),
    costCents: bigint("cost_cents", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.localDate, t.localHour] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete("cascade"),
  ],
);
