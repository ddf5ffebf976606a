/**
 * The state of a server-side list (page, page size, sort, search, filters) as it lives in the address bar, so a
 * list survives a reload and back/forward. Parsing never fails: a value that is missing or not allowed falls back
 * to the default. Defaults are left out of the URL, and keys the list does not own (?tab=...) are kept.
 */
export type SortOrder = "asc" | "desc";

/** The page sizes every list offers. */
export const PAGE_SIZE_OPTIONS: readonly number[] = [10, 25, 50];

export interface ListParamsSpec<F extends string = string> {
  perPageOptions: readonly number[];
  defaultPerPage: number;
  sort?: { fields: readonly string[]; defaultField: string; defaultOrder: SortOrder };
  /** URL (and API) key of the search box; no search box when absent. */
  searchKey?: string;
  /** Filter keys and the check each value must pass; an empty value means "not filtered". */
  filters?: Readonly<Record<F, (value: string) => boolean>>;
}

export interface ListParams<F extends string = string> {
  page: number;
  perPage: number;
  sort?: string;
  order?: SortOrder;
  search: string;
  filters: Record<F, string>;
}

const MAX_PAGE = 1_000_000;
const MAX_SEARCH = 200;

function parsePositiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d{1,7}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && number <= MAX_PAGE ? number : undefined;
}

function filterKeys<F extends string>(spec: ListParamsSpec<F>): F[] {
  return Object.keys(spec.filters ?? {}) as F[];
}

export function parseListParams<F extends string>(query: URLSearchParams, spec: ListParamsSpec<F>): ListParams<F> {
  const perPage = parsePositiveInt(query.get("per_page"));
  const sortField = query.get("sort");
  const order = query.get("order");
  const search = spec.searchKey ? (query.get(spec.searchKey) ?? "").trim().slice(0, MAX_SEARCH) : "";
  const filters = {} as Record<F, string>;
  for (const key of filterKeys(spec)) {
    const value = query.get(key) ?? "";
    filters[key] = value !== "" && spec.filters?.[key](value) ? value : "";
  }
  return {
    page: parsePositiveInt(query.get("page")) ?? 1,
    perPage: perPage !== undefined && spec.perPageOptions.includes(perPage) ? perPage : spec.defaultPerPage,
    sort: spec.sort
      ? sortField !== null && spec.sort.fields.includes(sortField)
        ? sortField
        : spec.sort.defaultField
      : undefined,
    order: spec.sort ? (order === "asc" || order === "desc" ? order : spec.sort.defaultOrder) : undefined,
    search,
    filters,
  };
}

/** Writes `params` over `current`: the list's own keys are replaced (defaults omitted), other keys are kept. */
export function writeListParams<F extends string>(
  current: URLSearchParams,
  params: ListParams<F>,
  spec: ListParamsSpec<F>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string, fallback: string) => {
    if (value === "" || value === fallback) next.delete(key);
    else next.set(key, value);
  };
  set("page", String(params.page), "1");
  set("per_page", String(params.perPage), String(spec.defaultPerPage));
  if (spec.sort) {
    set("sort", params.sort ?? "", spec.sort.defaultField);
    set("order", params.order ?? "", spec.sort.defaultOrder);
  }
  if (spec.searchKey) set(spec.searchKey, params.search.trim(), "");
  for (const key of filterKeys(spec)) set(key, params.filters[key], "");
  return next;
}

/** The API's query for the list (always explicit: page, per_page, sort, order), without empty filters. */
export function toApiQuery<F extends string>(params: ListParams<F>, spec: ListParamsSpec<F>): URLSearchParams {
  const query = new URLSearchParams({ page: String(params.page), per_page: String(params.perPage) });
  if (params.sort && params.order) {
    query.set("sort", params.sort);
    query.set("order", params.order);
  }
  if (spec.searchKey && params.search) query.set(spec.searchKey, params.search);
  for (const key of filterKeys(spec)) if (params.filters[key]) query.set(key, params.filters[key]);
  return query;
}

/** The same filters without paging: what a CSV export of "the current list" needs. */
export function toExportQuery<F extends string>(params: ListParams<F>, spec: ListParamsSpec<F>): URLSearchParams {
  const query = toApiQuery(params, spec);
  query.delete("page");
  query.delete("per_page");
  return query;
}

export interface ListParamsChange<F extends string> {
  page?: number;
  perPage?: number;
  sort?: string;
  order?: SortOrder;
  search?: string;
  filters?: Partial<Record<F, string>>;
}

/** Applies a change; anything but a page change (a new filter, sort, search or page size) goes back to page 1. */
export function changeListParams<F extends string>(params: ListParams<F>, change: ListParamsChange<F>): ListParams<F> {
  const { filters, page, ...rest } = change;
  const onlyPage = Object.keys(change).every((key) => key === "page");
  return {
    ...params,
    ...rest,
    filters: { ...params.filters, ...filters },
    page: onlyPage ? (page ?? params.page) : 1,
  };
}
