import { sql } from "drizzle-orm";
import { queryRows, type Tx } from "../../db/types.js";
import { exactInteger } from "../../lib/cents.js";

/** One line of the journal: a local day, a kiosk and a payment method, with its money in cents. */
export interface JournalRow {
  localDate: string;
  kioskId: string;
  kioskName: string;
  paymentMethod: string;
  grossCents: number;
  discountCents: number;
  refundedCents: number;
  costCents: number;
}

/**
 * The company's sales of the local days `from`…`to` per day, kiosk and payment method (decision 043): gross before
 * discounts, discounts, refunds and the cost of what stayed sold, counted as the analytics count them: paid and
 * refunded sales (a failed one moved no money), a refund on its sale's own day, the cost of paid sales only. Read
 * from the raw sales by the (company, occurred_at) index: a day's sales lie within a day either side of it in UTC.
 */
export async function listJournal(tx: Tx, companyId: string, from: string, to: string): Promise<JournalRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT s.local_date::text AS local_date, s.kiosk_id, k.name AS kiosk_name, s.payment_method,
        sum(s.subtotal_cents)::bigint AS gross, sum(s.discount_cents)::bigint AS discount,
        sum(s.refunded_cents)::bigint AS refunded,
        coalesce(sum(s.cost_cents) FILTER (WHERE s.status = 'paid'), 0)::bigint AS cost
      FROM sales s
      JOIN kiosks k ON k.company_id = s.company_id AND k.id = s.kiosk_id
      WHERE s.company_id = ${companyId} AND s.status <> 'failed'
        AND s.local_date BETWEEN ${from}::date AND ${to}::date
        AND s.occurred_at >= (${from}::date - 1)::timestamp AT TIME ZONE 'UTC'
        AND s.occurred_at < (${to}::date + 2)::timestamp AT TIME ZONE 'UTC'
      GROUP BY s.local_date, s.kiosk_id, k.name, s.payment_method
      ORDER BY s.local_date, k.name, s.kiosk_id, s.payment_method`,
  );
  return rows.map((row) => ({
    localDate: String(row.local_date),
    kioskId: String(row.kiosk_id),
    kioskName: String(row.kiosk_name),
    paymentMethod: String(row.payment_method),
    grossCents: exactInteger(row.gross),
    discountCents: exactInteger(row.discount),
    refundedCents: exactInteger(row.refunded),
    costCents: exactInteger(row.cost),
  }));
}
