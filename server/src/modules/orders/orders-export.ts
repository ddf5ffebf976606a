import { Readable } from "node:stream";
import type { SaleFilters } from "@froyo/contracts";
import type { Database } from "../../db/types.js";
import type { Scope } from "../../identity/scope.js";
import { csvLine } from "../../lib/csv.js";
import { reachOf } from "../kiosks/kiosks.service.js";
import { companyCurrency, countSales, type SaleKey } from "./orders.repository.js";
import { filtersOf } from "./orders.service.js";
import { listSaleCsvPage, type SaleCsvRow } from "./orders-export.repository.js";

/** Rows read per query: large enough to amortise a round trip, small enough that memory stays flat. */
export const EXPORT_PAGE_SIZE = 2500;

/**
 * Money in integer cents (the header says so), each beside the same amount in the currency's units as a spreadsheet
 * reads a number ("12.50": a dot, no thousands separator), times in UTC and in the kiosk's own zone.
 */
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
  "subtotal",
  "discount_cents",
  "discount",
  "total_cents",
  "total",
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
 * The database writes each line (orders-export.repository.ts); the next page is asked for before the current one is
 * sent, so the database and this process work at the same time, and at most two pages are held.
 */
export async function exportSales(database: Database, scope: Scope, query: SaleFilters): Promise<SalesExport> {
  const reach = reachOf(scope);
  const filters = filtersOf(query);
  const { sort, order } = query;
  const { total, currency } = await database.withTenant(scope.companyId, async (tx) => ({
    total: await countSales(tx, reach, filters, null),
    currency: await companyCurrency(tx, scope.companyId),
  }));
  const pageAfter = (after: SaleKey | undefined) =>
    database.withTenant(scope.companyId, (tx) =>
      listSaleCsvPage(tx, reach, filters, { sort, order, after, limit: EXPORT_PAGE_SIZE }, currency),
    );

  async function* lines(): AsyncGenerator<string> {
    yield `\uFEFF${csvLine(SALES_CSV_HEADER)}`;
    let next: Promise<SaleCsvRow[]> | undefined = pageAfter(undefined);
    while (next) {
      const page: SaleCsvRow[] = await next;
      const last = page.at(-1);
      next = page.length === EXPORT_PAGE_SIZE && last ? pageAfter({ value: last.key, id: last.id }) : undefined;
      // A page read ahead that nobody asks for (the download was closed) must not be left to reject unheard.
      next?.catch(() => undefined);
      let text = "";
      for (const row of page) text += `${row.line}\r\n`;
      if (text) yield text;
    }
  }

  return { total, stream: Readable.from(lines(), { objectMode: false }) };
}
