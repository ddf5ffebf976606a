import { type SQL, sql } from "drizzle-orm";
import { queryRows, type Tx } from "../../db/types.js";
import type { KioskReach } from "../kiosks/kiosks.service.js";

/** How app_refund_sale (db/functions/app_refund_sale.sql) answers a refund. */
export type RefundOutcome = "accepted" | "duplicate" | "rejected";
export type RefundRefusal =
  | "unknown_order"
  | "id_reused"
  | "not_paid"
  | "beyond_paid"
  | "item_not_sold"
  | "item_beyond_sold";

/** A refund as app_refund_sale takes it: the sale by our id (the back office) or by its kiosk's order id. */
export interface RefundCall {
  sale: { sale_id: string } | { kiosk_id: string; order_id: string };
  id: string;
  amount: number;
  reason: string;
  items: { product_id: string; quantity: number }[];
  source: "user" | "kiosk";
  createdBy: string | null;
  createdByName: string;
  createdAt: string;
  hash: string;
}

export interface RefundAnswer {
  outcome: RefundOutcome;
  reason: RefundRefusal | null;
  saleId: string | null;
}

/** Applies one refund in the caller's transaction: the sale, its refund row and every rollup, or nothing. */
export async function applyRefund(tx: Tx, companyId: string, call: RefundCall): Promise<RefundAnswer> {
  const payload = {
    ...call.sale,
    id: call.id,
    amount: call.amount,
    reason: call.reason,
    items: call.items,
    source: call.source,
    created_by: call.createdBy,
    created_by_name: call.createdByName,
    created_at: call.createdAt,
    hash: call.hash,
  };
  const [row] = await queryRows<RefundAnswer>(
    tx,
    sql`SELECT outcome, reason, sale_id AS "saleId" FROM app_refund_sale(${companyId}, ${JSON.stringify(payload)}::jsonb)`,
  );
  if (!row) throw new Error("app_refund_sale answered nothing.");
  return row;
}

export interface RefundRow {
  id: string;
  saleId: string;
  source: "user" | "kiosk";
  amountCents: number;
  reason: string;
  items: { product_id: string; quantity: number }[];
  createdBy: string | null;
  createdByName: string;
  /** UTC, ISO-8601 with milliseconds. */
  createdAt: string;
  kioskId: string;
}

const refundColumns = sql`r.id, r.sale_id AS "saleId", r.source, r.amount_cents AS "amountCents", r.reason, r.items,
  r.created_by AS "createdBy", r.created_by_name AS "createdByName", r.kiosk_id AS "kioskId",
  to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`;

/** A sale's refunds, oldest first. */
export async function listRefundsOfSale(tx: Tx, companyId: string, saleId: string): Promise<RefundRow[]> {
  return queryRows<RefundRow>(
    tx,
    sql`SELECT ${refundColumns} FROM sale_refunds r
      WHERE r.company_id = ${companyId} AND r.sale_id = ${saleId}
      ORDER BY r.created_at, r.received_at, r.id`,
  );
}

/** One refund of a sale by its id. */
export async function findRefund(
  tx: Tx,
  companyId: string,
  saleId: string,
  id: string,
): Promise<RefundRow | undefined> {
  const [row] = await queryRows<RefundRow>(
    tx,
    sql`SELECT ${refundColumns} FROM sale_refunds r
      WHERE r.company_id = ${companyId} AND r.sale_id = ${saleId} AND r.id = ${id}`,
  );
  return row;
}

/** The sale if the reach covers its kiosk (a client: the kiosks they own), with what is left to refund of it. */
export async function findReachableSale(
  tx: Tx,
  reach: KioskReach,
  saleId: string,
): Promise<{ id: string; kioskId: string; totalCents: number; refundedCents: number } | undefined> {
  const owned: SQL = reach.ownerId
    ? sql` AND s.kiosk_id IN (SELECT k.id FROM kiosks k WHERE k.company_id = ${reach.companyId} AND k.owner_id = ${reach.ownerId})`
    : sql``;
  const [row] = await queryRows<{ id: string; kioskId: string; totalCents: number; refundedCents: number }>(
    tx,
    sql`SELECT s.id, s.kiosk_id AS "kioskId", s.total_cents AS "totalCents", s.refunded_cents AS "refundedCents"
      FROM sales s WHERE s.company_id = ${reach.companyId} AND s.id = ${saleId}${owned}`,
  );
  return row;
}
