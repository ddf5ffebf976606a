import { PAYMENT_METHODS, REFUND_SOURCES, SALE_STATUSES } from "@froyo/contracts";
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
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { companyIdColumn, idColumn } from "./columns.js";
import { companies } from "./companies.js";
import { kiosks } from "./kiosks.js";
import { products } from "./products.js";

/**
 * Sales as kiosks report them (device-api.md). `external_id` is the kiosk's own order id: unique per kiosk, so a
 * retried send is a duplicate, never a second sale. `content_hash` tells a true duplicate from an id reused with
 * other contents. `local_date`/`local_hour` are the sale's day and hour in its kiosk's timezone, fixed when it
 * arrives; `received_at` is our clock beside the kiosk's `occurred_at`.
 */
export const sales = pgTable(
  "sales",
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    kioskId: uuid("kiosk_id").notNull(),
    externalId: text("external_id").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    localDate: date("local_date").notNull(),
    localHour: smallint("local_hour").notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    discountCents: integer("discount_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    /** Given back so far (decision 043): all of the total once `refunded`. */
    refundedCents: integer("refunded_cents").notNull().default(0),
    /** Its lines' cost (quantity × unit cost in force on its local day; migration 0020). */
    costCents: bigint("cost_cents", { mode: "number" }).notNull().default(0),
    itemCount: integer("item_count").notNull(),
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }).notNull(),
    promoCode: text("promo_code"),
    status: text("status", { enum: SALE_STATUSES }).notNull(),
    contentHash: text("content_hash").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    unique("sales_kiosk_external_key").on(t.companyId, t.kioskId, t.externalId),
    // The order history's orderings and filters (docs/decisions/018-order-history-paging.md): keyset pages by time
    // or total, ties broken by id; by time within a kiosk; the order id's prefix (byte-wise ranges: row-level
    // security lets only leakproof operators into an index condition, so neither LIKE nor lower() would use it).
    index("sales_company_occurred_idx").on(t.companyId, t.occurredAt, t.id),
    index("sales_company_total_idx").on(t.companyId, t.totalCents, t.id),
    index("sales_company_kiosk_occurred_idx").on(t.companyId, t.kioskId, t.occurredAt, t.id),
    // By total within a kiosk (its id is its company's alone): a client's pages are merged from their kiosks' own
    // (decision 026, migration 0014).
    index("sales_kiosk_total_idx").on(t.kioskId, t.totalCents, t.id),
    index("sales_company_order_id_idx").on(t.companyId, t.externalId.op("text_pattern_ops")),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.companyId, t.kioskId], foreignColumns: [kiosks.companyId, kiosks.id] }),
    check(
      "sales_amounts_check",
      sql`${t.subtotalCents} >= 0 AND ${t.discountCents} >= 0 AND ${t.totalCents} = ${t.subtotalCents} - ${t.discountCents}`,
    ),
    check(
      "sales_refunded_check",
      sql`${t.refundedCents} >= 0 AND ${t.refundedCents} <= ${t.totalCents} AND (${t.status} <> 'refunded' OR ${t.refundedCents} = ${t.totalCents})`,
    ),
  ],
);

/**
 * A sale's refunds (migration 0019, decision 043), by a back-office user or by the sale's kiosk. `id` is the
 * sender's, unique per kiosk like order ids, so a replay finds its refund; `content_hash` tells a replay from another
 * refund under the same id. Written only by app_refund_sale, with the sale and its rollups.
 */
export const saleRefunds = pgTable(
  "sale_refunds",
  {
    companyId: companyIdColumn(),
    kioskId: uuid("kiosk_id").notNull(),
    id: text("id").notNull(),
    saleId: uuid("sale_id").notNull(),
    source: text("source", { enum: REFUND_SOURCES }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason").notNull(),
    items: jsonb("items").$type<{ product_id: string; quantity: number }[]>().notNull().default([]),
    createdBy: uuid("created_by"),
    createdByName: text("created_by_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    contentHash: text("content_hash").notNull(),
  },
  (t) => [
    primaryKey({ name: "sale_refunds_pk", columns: [t.companyId, t.kioskId, t.id] }),
    index("sale_refunds_sale_idx").on(t.companyId, t.saleId, t.createdAt),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete("cascade"),
    check("sale_refunds_amount_check", sql`${t.amountCents} > 0`),
    check("sale_refunds_source_check", sql`${t.source} IN ('user', 'kiosk')`),
  ],
);

/**
 * The lines of a sale, with the product's name as it was when sold and the unit price the kiosk charged. They are
 * written with their sale in one statement (app_ingest_sales) and go with their company. No foreign key to `sales`:
 * PostgreSQL plans a foreign key's check once per connection, and a check planned while `sales` was small scans the
 * whole table for every line afterwards (until the table is analysed, which PGlite never does): a batch of 100 sales
 * took 95 ms on a new database instead of 5.
 */
export const saleItems = pgTable(
  "sale_items",
  {
    companyId: companyIdColumn(),
    saleId: uuid("sale_id").notNull(),
    line: smallint("line").notNull(),
    productId: uuid("product_id").notNull(),
    productName: text("product_name").notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    /** The product's cost in force on the sale's local day, frozen at ingestion (null: none was known). */
    unitCostCents: integer("unit_cost_cents"),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.saleId, t.line] }),
    // The order history's product filter: the sales holding a product (decision 018).
    index("sale_items_company_product_idx").on(t.companyId, t.productId, t.saleId),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.companyId, t.productId], foreignColumns: [products.companyId, products.id] }),
    check("sale_items_amounts_check", sql`${t.quantity} > 0 AND ${t.unitPriceCents} >= 0`),
    check("sale_items_unit_cost_check", sql`${t.unitCostCents} >= 0`),
  ],
);

/**
 * Per kiosk, local day and local hour: paid orders, items, revenue and discount, and refunds. Written in the same
 * statement as the sales it counts (app_ingest_sales), so it can never disagree with them; a late sale adds to the
 * hour it occurred in.
 */
export const kioskHourlySales = pgTable(
  "kiosk_hourly_sales",
  {
    companyId: companyIdColumn(),
    kioskId: uuid("kiosk_id").notNull(),
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
    primaryKey({ columns: [t.companyId, t.kioskId, t.localDate, t.localHour] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete("cascade"),
  ],
);
