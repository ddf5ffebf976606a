import { sql } from "drizzle-orm";
import { queryRows, type Tx } from "../../../db/types.js";

export interface LowTray {
  tray_id: string;
  kiosk_id: string;
  user_id: string;
  position: number;
  level: number;
  capacity: number;
  threshold: number;
  product_name: string | null;
  kiosk_name: string;
}

/**
 * An episode ends when its tray holds more than the level it was opened at (`data.threshold`): a refill. Or when
 * there is nothing left to run out (the tray emptied of its product, the kiosk deleted or deactivated). Never
 * because its user turned the event off or changed their percentage: that applies to the next episode.
 */
export async function closeRefilledTrays(tx: Tx, companyId: string, now: Date): Promise<void> {
  await tx.execute(
    sql`UPDATE alert_events e SET closed_at = ${now.toISOString()}::timestamptz
        WHERE e.company_id = ${companyId} AND e.kind = 'tray_low' AND e.closed_at IS NULL
          AND NOT EXISTS (
            SELECT 1 FROM trays t
            JOIN kiosks k ON k.company_id = t.company_id AND k.id = t.kiosk_id AND k.deleted_at IS NULL AND k.active
            WHERE t.company_id = e.company_id AND t.id = (e.data->>'tray_id')::uuid AND t.product_id IS NOT NULL
              AND t.level <= (e.data->>'threshold')::integer)`,
  );
}

/** A user who listens for low trays: staff hear of every kiosk, a client of their own; `percent` null: each tray's own. */
export interface LowTrayListener {
  user_id: string;
  is_client: boolean;
  percent: number | null;
}

/**
 * Per listener, the trays of live, active kiosks holding a product and at or under the listener's threshold, without
 * an open episode for that tray and listener.
 */
export async function listLowTrays(tx: Tx, companyId: string, listeners: LowTrayListener[]): Promise<LowTray[]> {
  // The threshold as a level: "at or under p% of capacity" is "at or under floor(p × capacity / 100)".
  return queryRows<LowTray>(
    tx,
    sql`WITH r AS (SELECT * FROM jsonb_to_recordset(${JSON.stringify(listeners)}::jsonb)
                     AS r(user_id uuid, is_client boolean, percent integer)),
        low AS (
          SELECT t.id AS tray_id, t.kiosk_id, r.user_id, t.position, t.level, t.capacity, t.company_id,
                 CASE WHEN r.percent IS NULL THEN t.low_threshold ELSE (r.percent * t.capacity) / 100 END AS threshold,
                 p.name AS product_name, k.name AS kiosk_name
          FROM trays t
          JOIN kiosks k ON k.company_id = t.company_id AND k.id = t.kiosk_id AND k.deleted_at IS NULL AND k.active
          JOIN r ON NOT r.is_client OR k.owner_id = r.user_id
          LEFT JOIN products p ON p.company_id = t.company_id AND p.id = t.product_id
          WHERE t.company_id = ${companyId} AND t.product_id IS NOT NULL)
        SELECT * FROM low
        WHERE low.level <= low.threshold
          AND NOT EXISTS (SELECT 1 FROM alert_events e WHERE e.company_id = low.company_id AND e.closed_at IS NULL
                            AND e.episode_key = 'tray_low:' || low.tray_id || ':' || low.user_id)`,
  );
}
