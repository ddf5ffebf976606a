import type { CompanyAdmin, Paginated } from "@froyo/contracts";
import useSWR from "swr";

/** GET /api/companies?page&per_page (10 a page by default) → { data, meta }. Platform staff only. */
export function useCompanies(query: URLSearchParams) {
  return useSWR<Paginated<CompanyAdmin>>(`/api/companies?${query}`, { keepPreviousData: true });
}

/** GET /api/companies/export.csv with the same search: a plain link, downloaded with the session cookie. */
export function companiesExportUrl(query: URLSearchParams): string {
  return `/api/companies/export.csv?${query}`;
}
