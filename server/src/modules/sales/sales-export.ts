import { Readable } from "node:stream";
import type { SaleFilters } from "@froyo/contracts";
import type { Database } from "../../db/types.js";
import { csvLine } from "../../lib/csv.js";
import type { Scope } from "../../lib/scope.js";
import { reachOf } from "../kiosks/kiosks.service.js";
import { filtersOf, formatOffset, toSale } from "./sales.service.js";
import { companyCurrency, countSales, listSalePage, type SaleKey } from "./sales-list.repository.js";

/** Rows read per query: large enough to amortise a round trip, small enough that memory stays flat. */
export const EXPORT_PAGE_SIZE = 1000;

/** Money in integer cents (the header says so), times in UTC and in the kiosk's own zone. */
export const SALES_CSV_HEADER = [
  "id",
  "order_id",
  "kiosk_id",
  "kiosk",
  "occurred_at_utc",
  "local_time",
  "utc_offset",
  "timezone",
  "local_date",
  "status",
  "payment_method",
  "items_count",
  "subtotal_cents",
  "discount_cents",
  "total_cents",
  "currency",
  "promo_code",
] as const;

export interface SalesExport {
  /** How many rows the file will hold (counted first, for the browser's progress). */
  total: number;
  stream: Readable;
}

/**
 * The whole filtered set as CSV, in the list's order. The rows are read in keyset pages, each in its own short
 * transaction, by an async generator: `Readable.from` asks it for the next page only when the socket has drained
 * what was sent (back-pressure), so a million rows never sit in memory, and a closed connection stops the reading.
 */
export async function exportSales(database: Database, scope: Scope, query: SaleFilters): Promise<SalesExport> {
  const reach = reachOf(scope);
  const filters = filtersOf(query);
  const { sort, order } = query;
  const { total, currency } = await database.withTenant(scope.companyId, async (tx) => ({
    total: await countSales(tx, reach, filters, null),
    currency: await companyCurrency(tx, scope.companyId),
  }));

  async function* lines(): AsyncGenerator<string> {
    yield `\uFEFF${csvLine(SALES_CSV_HEADER)}`;
    let after: SaleKey | undefined;
    for (;;) {
      const page = await database.withTenant(scope.companyId, (tx) =>
        listSalePage(tx, reach, filters, { sort, order, after, limit: EXPORT_PAGE_SIZE }),
      );
      if (page.length === 0) return;
      yield page
        .map((row) => {
          const sale = toSale(row, currency);
          return csvLine([
            sale.id,
            sale.order_id,
            sale.kiosk.id,
            sale.kiosk.name,
            sale.occurred_at,
            sale.local_time,
            // "UTC+01:00": a bare "+01:00" would read as a formula (and be defused with a quote mark).
            `UTC${formatOffset(Number(row.offsetSeconds))}`,
            row.timezone,
            sale.local_date,
            sale.status,
            sale.payment_method,
            sale.items_count,
            sale.subtotal_cents,
            sale.discount_cents,
            sale.total_cents,
            sale.currency,
            sale.promo_code,
          ]);
        })
        .join("");
      if (page.length < EXPORT_PAGE_SIZE) return;
      const last = page[page.length - 1] as (typeof page)[number];
      after = { value: last.sortValue, id: last.id };
    }
  }

  return { total, stream: Readable.from(lines(), { objectMode: false }) };
}
