import type { SaleSortField } from "@froyo/contracts";
import { type SQL, sql } from "drizzle-orm";
import { csvFieldSql } from "../../db/csv-field-sql.js";
import { queryRows, type Tx } from "../../db/types.js";
import { currencyDigits } from "../../lib/cents.js";
import type { KioskReach } from "../kiosks/kiosks.service.js";
import { type SalePageRequest, type SaleWhere, salePageSql } from "./orders.repository.js";

/** A sale as one line of the export (without its line break), with the key the next page starts after. */
export interface SaleCsvRow {
  id: string;
  /** The sort value as exact text: the instant with microseconds, or the total. */
  key: string;
  line: string;
}

/**
 * Per row, computed once: the instant in UTC with microseconds (the cursor's key, and to the millisecond the file's
 * `occurred_at_utc`, as the list's `occurred_at`) and the kiosk's offset from UTC in minutes.
 */
const PER_ROW = sql`CROSS JOIN LATERAL (SELECT s.occurred_at AT TIME ZONE 'UTC' AS utc) u
  CROSS JOIN LATERAL (
    SELECT to_char(u.utc, 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS exact,
      (date_part('epoch', l.at - u.utc) / 60)::integer AS minutes
  ) x`;
const KEYS: Record<SaleSortField, SQL> = { occurred_at: sql`x.exact`, total_cents: sql`s.total_cents::text` };

/** "UTC+05:30", "UTC-08:00", as an order's `utc_offset` (formatOffset); a bare "+05:30" would read as a formula. */
const OFFSET = sql`'UTC' || CASE WHEN x.minutes < 0 THEN '-' ELSE '+' END
  || lpad((abs(x.minutes) / 60)::text, 2, '0') || ':' || lpad((abs(x.minutes) % 60)::text, 2, '0')`;

/**
 * An amount in minor units as a spreadsheet reads a number in the currency's units: 1250 → "12.50" for USD, "1250"
 * for JPY. `round(numeric, n)` keeps n decimals (trailing zeros too) and numeric text has a dot and no grouping.
 */
function unitsSql(cents: SQL, digits: number): SQL {
  return sql`round(${cents}::numeric / ${10 ** digits}::numeric, ${sql.raw(String(digits))})`;
}

/**
 * The columns of the export's header (orders-export.ts), written by the database: times in UTC to the millisecond
 * and on the kiosk's wall clock (a timestamp's ISO text, the connection's DateStyle), money in integer cents and in
 * the currency's units, texts through csvFieldSql. Cheap operations only (no `to_char` of an offset, no subquery):
 * about 5 µs a row.
 */
function csvLine(currency: string): SQL {
  const digits = currencyDigits(currency);
  return sql`concat_ws(',', s.id, ${csvFieldSql(sql`s.external_id`)}, s.kiosk_id, ${csvFieldSql(sql`k.name`)},
    left(x.exact, 23) || 'Z', replace(left(l.at::text, 19), ' ', 'T'), ${OFFSET}, ${csvFieldSql(sql`k.timezone`)},
    s.local_date, s.status, s.payment_method, s.item_count,
    s.subtotal_cents, ${unitsSql(sql`s.subtotal_cents`, digits)},
    s.discount_cents, ${unitsSql(sql`s.discount_cents`, digits)},
    s.total_cents, ${unitsSql(sql`s.total_cents`, digits)},
    ${currency}::text, ${csvFieldSql(sql`s.promo_code`)})`;
}

/** One page of the export, in the list's order and with its filters. */
export function listSaleCsvPage(
  tx: Tx,
  reach: KioskReach,
  filters: SaleWhere,
  page: SalePageRequest,
  currency: string,
): Promise<SaleCsvRow[]> {
  const columns = sql`s.id, ${KEYS[page.sort]} AS key, ${csvLine(currency)} AS line`;
  return queryRows<SaleCsvRow>(tx, salePageSql(reach, filters, page, columns, PER_ROW));
}
