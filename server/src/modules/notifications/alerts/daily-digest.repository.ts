import { sql } from "drizzle-orm";
import { queryRows, type Tx } from "../../../db/types.js";

export interface DayOwnerFigures {
  day: string;
  owner_id: string | null;
  orders: number;
  revenue_cents: number;
  kiosks: number;
}

/** Paid orders, revenue and kiosks that sold, per local day (of `days`) and kiosk owner, from the day rollup. */
export async function listDailyFiguresByOwner(tx: Tx, companyId: string, days: string[]): Promise<DayOwnerFigures[]> {
  return queryRows<DayOwnerFigures>(
    tx,
    sql`SELECT to_char(d.local_date, 'YYYY-MM-DD') AS day, k.owner_id, sum(d.orders)::int AS orders,
               sum(d.revenue_cents)::bigint AS revenue_cents, count(DISTINCT d.kiosk_id)::int AS kiosks
        FROM kiosk_daily_sales d
        JOIN kiosks k ON k.company_id = d.company_id AND k.id = d.kiosk_id
        WHERE d.company_id = ${companyId}
          AND d.local_date IN (SELECT jsonb_array_elements_text(${JSON.stringify(days)}::jsonb)::date)
        GROUP BY d.local_date, k.owner_id`,
  );
}
