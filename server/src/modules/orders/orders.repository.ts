import type { PaymentMethod, SaleFilters, SaleSortField, SaleStatus } from "@froyo/contracts";
import { type SQL, sql } from "drizzle-orm";
import { startsWithPattern } from "../../db/like-pattern.js";
import { queryRows, type Tx } from "../../db/types.js";
import { isUuid } from "../../lib/uuid.js";
import type { KioskReach } from "../kiosks/kiosks.service.js";

/**
 * The order history's SQL. Pages are found by keyset (decision 018): the sort value and the id of the row a page
 * starts after, compared as a row against the index (company_id, <sort column>, id), so the last page of a million
 * sales costs what the first does. Every query is scoped to the company and, for a client, to the kiosks they own.
 */

/** Where a page starts: strictly after this (sort value, id) in the direction read. */
export interface SaleKey {
  /** For `occurred_at`, the instant as exact text (microseconds, UTC); for `total_cents`, the integer as text. */
  value: string;
  id: string;
}

export interface SaleRow {
  id: string;
  externalId: string;
  kioskId: string;
  kioskName: string;
  timezone: string;
  /** UTC with microseconds (`YYYY-MM-DDTHH:MM:SS.ffffffZ`), as PostgreSQL stores it: text, so nothing is parsed. */
  occurredAt: string;
  localDate: string;
  localTime: string;
  offsetSeconds: number;
  status: SaleStatus;
  paymentMethod: PaymentMethod;
  itemCount: number;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  refundedCents: number;
  promoCode: string | null;
}

export type SaleWhere = Omit<SaleFilters, "sort" | "order">;

const SORT_COLUMNS: Record<SaleSortField, SQL> = {
  occurred_at: sql`s.occurred_at`,
  total_cents: sql`s.total_cents`,
};

const SORT_CASTS: Record<SaleSortField, (value: string) => SQL> = {
  occurred_at: (value) => sql`${value}::timestamptz`,
  total_cents: (value) => sql`${value}::integer`,
};

/** A row's sort value as exact text, for the cursor: the instant with its microseconds, or the total. */
export function sortValueOf(row: SaleRow, sort: SaleSortField): string {
  return sort === "occurred_at" ? row.occurredAt : String(row.totalCents);
}

/** The sales with their kiosks and their instant on the kiosk's wall clock (converted once, used twice). */
const saleSource = sql`sales s JOIN kiosks k ON k.company_id = s.company_id AND k.id = s.kiosk_id
  CROSS JOIN LATERAL (SELECT s.occurred_at AT TIME ZONE k.timezone AS at) l`;

// The instant as text that loses nothing: a timestamptz has microseconds, which a JavaScript Date drops.
const saleColumns = sql`s.id, s.external_id AS "externalId", s.kiosk_id AS "kioskId", k.name AS "kioskName",
  k.timezone, to_char(s.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "occurredAt",
  s.local_date::text AS "localDate", to_char(l.at, 'YYYY-MM-DD"T"HH24:MI:SS') AS "localTime",
  extract(epoch FROM l.at - (s.occurred_at AT TIME ZONE 'UTC'))::integer AS "offsetSeconds",
  s.status, s.payment_method AS "paymentMethod", s.item_count AS "itemCount", s.subtotal_cents AS "subtotalCents",
  s.discount_cents AS "discountCents", s.total_cents AS "totalCents", s.refunded_cents AS "refundedCents",
  s.promo_code AS "promoCode"`;

/** The filters as SQL over `sales s`; the kiosks a reach covers (a client's own, deleted ones too: their history). */
export function whereSales(reach: KioskReach, filters: SaleWhere): SQL {
  const parts: SQL[] = [sql`s.company_id = ${reach.companyId}`];
  if (reach.ownerId) {
    parts.push(sql`s.kiosk_id IN (SELECT ko.id FROM kiosks ko
      WHERE ko.company_id = ${reach.companyId} AND ko.owner_id = ${reach.ownerId})`);
  }
  if (filters.from) {
    parts.push(sql`s.local_date >= ${filters.from}::date`);
    // A sale's local day is its instant in its kiosk's zone (UTC-12 to UTC+14): a day either side bounds the
    // instant too, so the (company_id, occurred_at, id) index narrows a date filter to its range.
    parts.push(sql`s.occurred_at >= (${filters.from}::date - 1)::timestamp AT TIME ZONE 'UTC'`);
  }
  if (filters.to) {
    parts.push(sql`s.local_date <= ${filters.to}::date`);
    parts.push(sql`s.occurred_at < (${filters.to}::date + 2)::timestamp AT TIME ZONE 'UTC'`);
  }
  if (filters.kiosk_id) parts.push(sql`s.kiosk_id = ${filters.kiosk_id}`);
  if (filters.product_id) {
    parts.push(sql`EXISTS (SELECT 1 FROM sale_items i
      WHERE i.company_id = s.company_id AND i.sale_id = s.id AND i.product_id = ${filters.product_id})`);
  }
  if (filters.status) parts.push(sql`s.status = ${filters.status}`);
  if (filters.payment_method) parts.push(sql`s.payment_method = ${filters.payment_method}`);
  if (filters.promo_code) parts.push(sql`lower(s.promo_code) = lower(${filters.promo_code})`);
  if (filters.min_total_cents !== undefined) parts.push(sql`s.total_cents >= ${filters.min_total_cents}`);
  if (filters.max_total_cents !== undefined) parts.push(sql`s.total_cents <= ${filters.max_total_cents}`);
  const search = filters.search?.replaceAll("\u0000", "");
  if (search) {
    // The order id starts with the text as typed, in capitals or in small letters. Each is a byte-wise range over
    // (company_id, external_id text_pattern_ops): under row-level security only leakproof operators (these, not
    // LIKE or lower()) become index conditions. Order ids are printable ASCII, so every id with the prefix sorts
    // below prefix + DEL; LIKE then checks exactly.
    const variants = [...new Set([search, search.toUpperCase(), search.toLowerCase()])];
    const prefixes = variants.map(
      (text) =>
        sql`(s.external_id ~>=~ ${text} AND s.external_id ~<~ ${`${text}\u007f`} AND s.external_id LIKE ${startsWithPattern(text)})`,
    );
    if (isUuid(search)) prefixes.push(sql`s.id = ${search}::uuid`);
    parts.push(sql`(${sql.join(prefixes, sql` OR `)})`);
  }
  return sql.join(parts, sql` AND `);
}

export interface SalePageRequest {
  sort: SaleSortField;
  /** The order the rows are read in (a previous page reads the list backwards, then turns it round). */
  order: "asc" | "desc";
  after?: SaleKey;
  limit: number;
}

/**
 * A page of sales in the order read: `columns` over the sales with their kiosks (`s`, `k`) and the instant on the
 * kiosk's wall clock (`l.at`), after the page's key.
 */
export function salePageSql(
  reach: KioskReach,
  filters: SaleWhere,
  page: SalePageRequest,
  columns: SQL,
  /** More of the FROM clause (a LATERAL over `s`, `k` and `l` that `columns` reads). */
  joins: SQL = sql``,
): SQL {
  const { column, direction, keyset } = pageOrder(page);
  return sql`SELECT ${columns}
    FROM ${saleSource} ${joins}
    WHERE ${whereSales(reach, filters)}${keyset}
    ORDER BY ${column} ${direction}, s.id ${direction}
    LIMIT ${page.limit}`;
}

/** The page's sort column and direction, and the keyset condition that starts it after its key. */
function pageOrder(page: SalePageRequest) {
  const column = SORT_COLUMNS[page.sort];
  const direction = page.order === "desc" ? sql`DESC` : sql`ASC`;
  const keyset = page.after
    ? sql` AND (${column}, s.id) ${page.order === "desc" ? sql`<` : sql`>`} (${SORT_CASTS[page.sort](page.after.value)}, ${page.after.id}::uuid)`
    : sql``;
  return { column, direction, keyset };
}

/**
 * A client's page, planned from their kiosks (issue 26, part 3; decision 026): each kiosk's own first `limit`
 * sales after the key, read in order from the index (company_id, kiosk_id, <sort column>, id), then merged. It costs
 * at most kiosks × limit index entries, however long the history; filtering the company's sales by owner instead read
 * and sorted every sale of the client's kiosks for each page. Only the keys are merged (from the index alone when no
 * filter needs the row), and only the page's own sales are then read whole.
 */
export function clientSalePageSql(
  reach: KioskReach & { ownerId: string },
  filters: SaleWhere,
  page: SalePageRequest,
  columns: SQL,
): SQL {
  const { column, direction, keyset } = pageOrder(page);
  const oneKiosk = filters.kiosk_id ? sql` AND ko.id = ${filters.kiosk_id}` : sql``;
  return sql`SELECT ${columns}
    FROM (
      SELECT p.id, p.value FROM kiosks ko
      CROSS JOIN LATERAL (
        SELECT s.id, ${column} AS value FROM sales s
        WHERE s.kiosk_id = ko.id AND ${whereSales({ companyId: reach.companyId }, filters)}${keyset}
        ORDER BY ${column} ${direction}, s.id ${direction}
        LIMIT ${page.limit}
      ) p
      WHERE ko.company_id = ${reach.companyId} AND ko.owner_id = ${reach.ownerId}${oneKiosk}
      ORDER BY p.value ${direction}, p.id ${direction}
      LIMIT ${page.limit}
    ) keys
    -- Each key's row by the primary key: LIMIT 1 (the key is unique) keeps the planner from turning this into a
    -- join that scans the sales, as it would for a small table.
    CROSS JOIN LATERAL (SELECT * FROM sales s WHERE s.company_id = ${reach.companyId} AND s.id = keys.id LIMIT 1) s
    JOIN kiosks k ON k.company_id = s.company_id AND k.id = s.kiosk_id
    CROSS JOIN LATERAL (SELECT s.occurred_at AT TIME ZONE k.timezone AS at) l
    ORDER BY keys.value ${direction}, keys.id ${direction}`;
}

/** A page of the list as it is read: from the client's kiosks for a client, from the company's index for staff. */
export function listPageSql(reach: KioskReach, filters: SaleWhere, page: SalePageRequest): SQL {
  const { ownerId } = reach;
  return ownerId
    ? clientSalePageSql({ ...reach, ownerId }, filters, page, saleColumns)
    : salePageSql(reach, filters, page, saleColumns);
}

/** One page of sales in the order read, with their kiosks and local times. */
export async function listSalePage(
  tx: Tx,
  reach: KioskReach,
  filters: SaleWhere,
  page: SalePageRequest,
): Promise<SaleRow[]> {
  return queryRows<SaleRow>(tx, listPageSql(reach, filters, page));
}

/** Matching sales, counted up to `cap` + 1 at most (null: count them all). */
export async function countSales(tx: Tx, reach: KioskReach, filters: SaleWhere, cap: number | null): Promise<number> {
  const limit = cap === null ? sql`` : sql` LIMIT ${cap + 1}`;
  const [row] = await queryRows<{ total: number | string }>(
    tx,
    sql`SELECT count(*) AS total FROM (SELECT 1 FROM sales s WHERE ${whereSales(reach, filters)}${limit}) matching`,
  );
  return Number(row?.total ?? 0);
}

export async function findSale(tx: Tx, reach: KioskReach, id: string): Promise<SaleRow | undefined> {
  const [row] = await queryRows<SaleRow>(
    tx,
    sql`SELECT ${saleColumns}
      FROM ${saleSource}
      WHERE ${whereSales(reach, {})} AND s.id = ${id}`,
  );
  return row;
}

export interface SaleLineRow {
  line: number;
  productId: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
  unitCostCents: number | null;
}

export async function listSaleLines(tx: Tx, companyId: string, saleId: string): Promise<SaleLineRow[]> {
  return queryRows<SaleLineRow>(
    tx,
    sql`SELECT line, product_id AS "productId", product_name AS name, quantity, unit_price_cents AS "unitPriceCents",
        unit_cost_cents AS "unitCostCents"
      FROM sale_items WHERE company_id = ${companyId} AND sale_id = ${saleId} ORDER BY line`,
  );
}

export async function companyCurrency(tx: Tx, companyId: string): Promise<string> {
  const [row] = await queryRows<{ currency: string }>(tx, sql`SELECT currency FROM companies WHERE id = ${companyId}`);
  return row?.currency ?? "USD";
}
