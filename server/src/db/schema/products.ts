import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companyIdColumn, createdAt, idColumn, updatedAt } from "./columns.js";
import { companies } from "./companies.js";

/**
 * A company's catalog. A product that has been sold is archived (`archived_at`), never erased: sale items point at
 * it and keep their own name and unit price. SKUs are unique per company without regard to case among the
 * products not archived, so an archived SKU can be used again.
 */
export const products = pgTable(
  "products",
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    name: text("name").notNull(),
    sku: text("sku").notNull(),
    category: text("category").notNull().default(""),
    description: text("description").notNull().default(""),
    priceCents: integer("price_cents").notNull(),
    active: boolean("active").notNull().default(true),
    imagePath: text("image_path"),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex("products_company_sku_key").on(t.companyId, sql`lower(${t.sku})`).where(sql`${t.archivedAt} IS NULL`),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete("cascade"),
    check("products_price_check", sql`${t.priceCents} >= 0`),
  ],
);

/**
 * A product's cost history (migration 0020, decision 043): each cost applies from its local date on, until the next.
 * Ingestion freezes the one in force on a sale's local day into each of its lines, so a new cost never rewrites sales
 * already stored.
 */
export const productCosts = pgTable(
  "product_costs",
  {
    companyId: companyIdColumn(),
    productId: uuid("product_id").notNull(),
    effectiveFrom: date("effective_from").notNull(),
    costCents: integer("cost_cents").notNull(),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "product_costs_pk", columns: [t.companyId, t.productId, t.effectiveFrom] }),
    foreignKey({
      name: "product_costs_product_fk",
      columns: [t.companyId, t.productId],
      foreignColumns: [products.companyId, products.id],
    }).onDelete("cascade"),
    check("product_costs_cost_check", sql`${t.costCents} >= 0`),
  ],
);
