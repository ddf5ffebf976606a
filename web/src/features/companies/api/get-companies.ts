import type { CompanyAdmin, Paginated } from "@froyo/contracts";
import useSWR from "swr";

/** GET /api/companies?page&per_page (10 a page by default) → { data, meta }. Platform staff only. */
export function useCompanies(query: URLSearchParams, enabled = true) {
  return useSWR<Paginated<CompanyAdmin>>(enabled ? `/api/companies?${query}` : null, { keepPreviousData: true });
}

/** GET /api/companies/export.csv with the same search: a plain link, downloaded with the session cookie. */
export function companiesExportUrl(query: URLSearchParams): string {
  return `/api/companies/export.csv?${query}`;
}
