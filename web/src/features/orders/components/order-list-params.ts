import { isLocalDate, PAYMENT_METHODS, SALE_SORT_FIELDS, SALE_STATUSES } from "@froyo/contracts";
import { type ListParams, type ListParamsSpec, PAGE_SIZE_OPTIONS } from "../../../lib/list-params";

export const ORDER_FILTER_KEYS = [
  "from",
  "to",
  "kiosk_id",
  "product_id",
  "status",
  "payment_method",
  "promo_code",
  "min_total_cents",
  "max_total_cents",
  "cursor",
] as const;
export type OrderFilterKey = (typeof ORDER_FILTER_KEYS)[number];
export type OrderListParams = ListParams<OrderFilterKey>;

const isId = (value: string) => /^[0-9a-f-]{36}$/i.test(value);
const isCents = (value: string) => /^\d{1,10}$/.test(value);
const oneOf = (values: readonly string[]) => (value: string) => values.includes(value);

/**
 * /orders?from&to&kiosk_id&product_id&status&payment_method&promo_code&min_total_cents&max_total_cents&search
 * &sort&order&per_page&cursor: every filter and the page (its keyset cursor) live in the address bar.
 */
export const ORDER_LIST_SPEC: ListParamsSpec<OrderFilterKey> = {
  perPageOptions: PAGE_SIZE_OPTIONS,
  defaultPerPage: 25,
  sort: { fields: SALE_SORT_FIELDS, defaultField: "occurred_at", defaultOrder: "desc" },
  searchKey: "search",
  filters: {
    from: isLocalDate,
    to: isLocalDate,
    kiosk_id: isId,
    product_id: isId,
    status: oneOf(SALE_STATUSES),
    payment_method: oneOf(PAYMENT_METHODS),
    promo_code: (value) => value.length <= 40,
    min_total_cents: isCents,
    max_total_cents: isCents,
    cursor: (value) => /^[A-Za-z0-9_-]{1,300}$/.test(value),
  },
};

/** The API's query for the list: the URL's filters, sort, page size and cursor (no page number: keyset paging). */
export function toOrdersQuery(params: OrderListParams): URLSearchParams {
  const query = new URLSearchParams({ per_page: String(params.perPage) });
  if (params.sort && params.order) {
    query.set("sort", params.sort);
    query.set("order", params.order);
  }
  if (params.search) query.set("search", params.search);
  for (const key of ORDER_FILTER_KEYS) if (params.filters[key]) query.set(key, params.filters[key]);
  return query;
}

/** The export's query: the same filters and sort, without paging. */
export function toExportQuery(params: OrderListParams): URLSearchParams {
  const query = toOrdersQuery(params);
  query.delete("per_page");
  query.delete("cursor");
  return query;
}

/** How many of the search and the filters narrow the list (the phone's "Filters" button shows it). */
export function appliedFilterCount(params: OrderListParams): number {
  const filters = ORDER_FILTER_KEYS.filter((key) => key !== "cursor" && params.filters[key] !== "");
  return filters.length + (params.search === "" ? 0 : 1);
}

/** Whether any filter or search narrows the list (the empty text says "no match" rather than "none yet"). */
export function isFiltered(params: OrderListParams): boolean {
  return appliedFilterCount(params) > 0;
}
