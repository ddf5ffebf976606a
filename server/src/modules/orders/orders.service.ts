import {
  hasPermission,
  SALES_COUNT_CAP,
  type Sale,
  type SaleDetail,
  type SaleFilters,
  type SaleListQuery,
  type SalePage,
} from "@froyo/contracts";
import type { Database } from "../../db/types.js";
import type { Scope } from "../../identity/scope.js";
import { notFound } from "../../lib/http-errors.js";
import { isUuid } from "../../lib/uuid.js";
import { reachOf } from "../kiosks/kiosks.service.js";
import { refundsOfSale } from "../refunds/refunds.service.js";
import {
  companyCurrency,
  countSales,
  findSale,
  listSaleLines,
  listSalePage,
  type SaleRow,
  type SaleWhere,
  sortValueOf,
} from "./orders.repository.js";
import { decodeCursor, encodeCursor } from "./sale-cursor.js";

/** `…SS.ffffffZ` to `…SS.fffZ`, cut as a JavaScript Date would hold it (`toISOString`), without making one. */
function isoMilliseconds(exactInstant: string): string {
  return `${exactInstant.slice(0, 23)}Z`;
}

export function toSale(row: SaleRow, currency: string): Sale {
  return {
    id: row.id,
    order_id: row.externalId,
    kiosk: { id: row.kioskId, name: row.kioskName },
    occurred_at: isoMilliseconds(row.occurredAt),
    local_date: row.localDate,
    local_time: row.localTime,
    status: row.status,
    payment_method: row.paymentMethod,
    items_count: Number(row.itemCount),
    subtotal_cents: Number(row.subtotalCents),
    discount_cents: Number(row.discountCents),
    total_cents: Number(row.totalCents),
    refunded_cents: Number(row.refundedCents),
    promo_code: row.promoCode,
    currency,
  };
}

/** +05:30, -08:00, +00:00. */
export function formatOffset(seconds: number): string {
  const sign = seconds < 0 ? "-" : "+";
  const minutes = Math.round(Math.abs(seconds) / 60);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The filters of a list or export query, without its sort and paging. */
export function filtersOf(query: SaleFilters | SaleListQuery): SaleWhere {
  const { from, to, kiosk_id, product_id, status, payment_method, promo_code, search } = query;
  const { min_total_cents, max_total_cents } = query;
  return {
    from,
    to,
    kiosk_id,
    product_id,
    status,
    payment_method,
    promo_code,
    min_total_cents,
    max_total_cents,
    search,
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;

/** The order history: a client reaches only the sales of the kiosks they own; staff all of the company's. */
export function createOrdersService(options: { database: Database }) {
  const { database } = options;

  async function listSales(scope: Scope, query: SaleListQuery): Promise<SalePage> {
    const reach = reachOf(scope);
    const filters = filtersOf(query);
    const { sort, order } = query;
    const cursor = query.cursor ? decodeCursor(query.cursor, { sort, order }) : undefined;
    const backwards = cursor?.direction === "prev";
    const readOrder = backwards ? (order === "asc" ? "desc" : "asc") : order;
    const { rows, total, currency } = await database.withTenant(scope.companyId, async (tx) => ({
      // One row more than a page says whether there is a page beyond it.
      rows: await listSalePage(tx, reach, filters, {
        sort,
        order: readOrder,
        after: cursor?.key,
        limit: query.per_page + 1,
      }),
      total: await countSales(tx, reach, filters, SALES_COUNT_CAP),
      currency: await companyCurrency(tx, scope.companyId),
    }));
    const hasMore = rows.length > query.per_page;
    const page = rows.slice(0, query.per_page);
    if (backwards) page.reverse();
    const first = page[0];
    const last = page[page.length - 1];
    const keyOf = (row: SaleRow) => ({ value: sortValueOf(row, query.sort), id: row.id });
    // Reading forwards from a cursor, there is a page before it; reading backwards, the cursor's row is after us.
    const hasNext = backwards ? cursor !== undefined : hasMore;
    const hasPrev = backwards ? hasMore : cursor !== undefined;
    return {
      data: page.map((row) => toSale(row, currency)),
      meta: {
        per_page: query.per_page,
        total: Math.min(total, SALES_COUNT_CAP),
        total_is_exact: total <= SALES_COUNT_CAP,
        next_cursor: hasNext && last ? encodeCursor({ direction: "next", sort, order, key: keyOf(last) }) : null,
        prev_cursor: hasPrev && first ? encodeCursor({ direction: "prev", sort, order, key: keyOf(first) }) : null,
        currency,
      },
    };
  }

  async function getSale(scope: Scope, id: string): Promise<SaleDetail> {
    if (!isUuid(id)) throw notFound();
    // Costs are for those who see sales figures (decision 043): a plain Client sees their orders without them.
    const seesCosts = hasPermission(scope.actor.permissions, "view sales");
    return database.withTenant(scope.companyId, async (tx) => {
      const row = await findSale(tx, reachOf(scope), id);
      if (!row) throw notFound();
      const lines = await listSaleLines(tx, scope.companyId, id);
      return {
        ...toSale(row, await companyCurrency(tx, scope.companyId)),
        timezone: row.timezone,
        utc_offset: formatOffset(Number(row.offsetSeconds)),
        items: lines.map((line) => ({
          line: Number(line.line),
          product_id: line.productId,
          name: line.name,
          quantity: Number(line.quantity),
          unit_price_cents: Number(line.unitPriceCents),
          unit_cost_cents: seesCosts && line.unitCostCents !== null ? Number(line.unitCostCents) : null,
        })),
        refunds: await refundsOfSale(tx, scope.companyId, id),
      };
    });
  }

  return { listSales, getSale };
}
