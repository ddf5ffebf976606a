import { sql } from "drizzle-orm";
import { queryRows, type Tx } from "../../db/types.js";

/** Product costs (migration 0020, decision 043): a history per product, each cost from a local date on. */

export interface ProductCostRow {
  costCents: number;
  effectiveFrom: string;
  /** UTC, ISO-8601 with milliseconds. */
  createdAt: string;
}

/** The company's today, in its own timezone: the day a cost set "now" applies from. */
export async function companyToday(tx: Tx, companyId: string): Promise<string> {
  const [row] = await queryRows<{ today: string }>(
    tx,
    sql`SELECT (now() AT TIME ZONE c.default_timezone)::date::text AS today FROM companies c WHERE c.id = ${companyId}`,
  );
  if (!row) throw new Error(`No company ${companyId}`);
  return row.today;
}

/** Each product's cost in force on the company's today; products without one are missing from the map. */
export async function costsInForce(
  tx: Tx,
  companyId: string,
  productIds: readonly string[],
): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await queryRows<{ productId: string; costCents: number }>(
    tx,
    sql`SELECT DISTINCT ON (pc.product_id) pc.product_id AS "productId", pc.cost_cents AS "costCents"
      FROM product_costs pc
      WHERE pc.company_id = ${companyId} AND pc.product_id = ANY(${`{${productIds.join(",")}}`}::uuid[])
        AND pc.effective_from <= (SELECT (now() AT TIME ZONE c.default_timezone)::date FROM companies c
                                  WHERE c.id = ${companyId})
      ORDER BY pc.product_id, pc.effective_from DESC`,
  );
  return new Map(rows.map((row) => [row.productId, Number(row.costCents)]));
}

/** A product's whole history, newest first. */
export async function listProductCosts(tx: Tx, companyId: string, productId: string): Promise<ProductCostRow[]> {
  return queryRows<ProductCostRow>(
    tx,
    sql`SELECT pc.cost_cents AS "costCents", pc.effective_from::text AS "effectiveFrom",
        to_char(pc.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
      FROM product_costs pc
      WHERE pc.company_id = ${companyId} AND pc.product_id = ${productId}
      ORDER BY pc.effective_from DESC`,
  );
}

/** Sets the cost from `effectiveFrom` on; answers the one it replaced on that same day, if any. */
export async function upsertProductCost(
  tx: Tx,
  cost: { companyId: string; productId: string; effectiveFrom: string; costCents: number; createdBy: string },
): Promise<{ row: ProductCostRow; replaced: number | null }> {
  const [previous] = await queryRows<{ costCents: number }>(
    tx,
    sql`SELECT cost_cents AS "costCents" FROM product_costs
      WHERE company_id = ${cost.companyId} AND product_id = ${cost.productId} AND effective_from = ${cost.effectiveFrom}::date
      FOR UPDATE`,
  );
  const [row] = await queryRows<ProductCostRow>(
    tx,
    sql`INSERT INTO product_costs AS pc (company_id, product_id, effective_from, cost_cents, created_by)
      VALUES (${cost.companyId}, ${cost.productId}, ${cost.effectiveFrom}::date, ${cost.costCents}, ${cost.createdBy})
      ON CONFLICT (company_id, product_id, effective_from)
        DO UPDATE SET cost_cents = excluded.cost_cents, created_by = excluded.created_by, created_at = now()
      RETURNING pc.cost_cents AS "costCents", pc.effective_from::text AS "effectiveFrom",
        to_char(pc.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`,
  );
  return { row: row as ProductCostRow, replaced: previous ? Number(previous.costCents) : null };
}
