import type { Product, ProductListQuery } from "@froyo/contracts";
import { and, count, eq, ilike, isNull, or, type SQL, sql } from "drizzle-orm";
import { containsPattern } from "../../db/like-pattern.js";
import { products, saleItems, trays } from "../../db/schema/index.js";
import type { Tx } from "../../db/types.js";

export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Partial<
  Pick<ProductRow, "name" | "sku" | "category" | "description" | "priceCents" | "active" | "imagePath">
>;

/** `costCents`: the cost in force today, or null when none is set or the caller sees no costs. */
export function toProduct(row: ProductRow, costCents: number | null): Product {
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    category: row.category,
    description: row.description,
    price_cents: row.priceCents,
    cost_cents: costCents,
    active: row.active,
    image: row.imagePath ? { path: row.imagePath } : null,
    created_at: new Date(row.createdAt).toISOString(),
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

export type ProductFilters = Pick<ProductListQuery, "search" | "category" | "active">;

/** The catalog as the back office lists it: archived products are history, not catalog. */
function whereProducts(companyId: string, filters: ProductFilters): SQL | undefined {
  const pattern = filters.search ? containsPattern(filters.search) : undefined;
  return and(
    eq(products.companyId, companyId),
    isNull(products.archivedAt),
    pattern ? or(ilike(products.name, pattern), ilike(products.sku, pattern)) : undefined,
    filters.category !== undefined ? eq(products.category, filters.category) : undefined,
    filters.active !== undefined ? eq(products.active, filters.active) : undefined,
  );
}

const SORT_COLUMNS = {
  name: sql`lower(${products.name})`,
  sku: sql`lower(${products.sku})`,
  category: sql`lower(${products.category})`,
  price_cents: sql`${products.priceCents}`,
  created_at: sql`${products.createdAt}`,
} as const;

export async function listProducts(
  tx: Tx,
  companyId: string,
  query: ProductFilters & Pick<ProductListQuery, "sort" | "order">,
  page: { offset: number; limit: number },
): Promise<ProductRow[]> {
  const direction = query.order === "desc" ? sql`DESC` : sql`ASC`;
  return tx
    .select()
    .from(products)
    .where(whereProducts(companyId, query))
    .orderBy(sql`${SORT_COLUMNS[query.sort]} ${direction}`, sql`${products.id} ${direction}`)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countProducts(tx: Tx, companyId: string, filters: ProductFilters): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(products).where(whereProducts(companyId, filters));
  return Number(row?.total ?? 0);
}

/** The categories in use in the catalog, for the filter and the form's suggestions. */
export async function listCategories(tx: Tx, companyId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ category: products.category })
    .from(products)
    .where(and(eq(products.companyId, companyId), isNull(products.archivedAt), sql`${products.category} <> ''`))
    .orderBy(products.category);
  return rows.map((row) => row.category);
}

/** A product of the catalog (not archived), locked for the rest of the transaction when it is being changed. */
export async function findProduct(
  tx: Tx,
  companyId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ProductRow | undefined> {
  const query = tx
    .select()
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.id, id), isNull(products.archivedAt)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row;
}

export async function insertProduct(
  tx: Tx,
  values: ProductValues & { companyId: string; name: string; sku: string; priceCents: number },
): Promise<ProductRow> {
  const [row] = await tx.insert(products).values(values).returning();
  if (!row) throw new Error("The product was not inserted.");
  return row;
}

export async function updateProductRow(
  tx: Tx,
  companyId: string,
  id: string,
  values: ProductValues,
): Promise<ProductRow> {
  const [row] = await tx
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(products.companyId, companyId), eq(products.id, id)))
    .returning();
  if (!row) throw new Error("The product was not updated.");
  return row;
}

/** Whether a live product (not archived) other than `exceptId` has this SKU, whatever its case. */
export async function skuTaken(tx: Tx, companyId: string, sku: string, exceptId?: string): Promise<boolean> {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.companyId, companyId),
        sql`lower(${products.sku}) = lower(${sku})`,
        sql`${products.archivedAt} IS NULL`,
        exceptId ? sql`${products.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether any product of the company, archived ones included, shows this picture. */
export async function imageInUse(tx: Tx, companyId: string, imagePath: string): Promise<boolean> {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.imagePath, imagePath)))
    .limit(1);
  return rows.length > 0;
}

export async function hasBeenSold(tx: Tx, companyId: string, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql`1` })
    .from(saleItems)
    .where(and(eq(saleItems.companyId, companyId), eq(saleItems.productId, id)))
    .limit(1);
  return row !== undefined;
}

/** Out of the catalog for good, but kept for its sales: inactive, and its SKU free for a new product. */
export async function archiveProductRow(tx: Tx, companyId: string, id: string): Promise<void> {
  await tx
    .update(products)
    .set({ archivedAt: sql`now()`, active: false, updatedAt: sql`now()` })
    .where(and(eq(products.companyId, companyId), eq(products.id, id)));
}

export async function deleteProductRow(tx: Tx, companyId: string, id: string): Promise<void> {
  await tx.delete(products).where(and(eq(products.companyId, companyId), eq(products.id, id)));
}

/** Trays that held the product hold nothing once it leaves the catalog. */
export async function emptyTraysOf(tx: Tx, companyId: string, productId: string): Promise<void> {
  await tx
    .update(trays)
    .set({ productId: null, updatedAt: sql`now()` })
    .where(and(eq(trays.companyId, companyId), eq(trays.productId, productId)));
}
