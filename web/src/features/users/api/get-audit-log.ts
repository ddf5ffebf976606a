import type { AuditEntry, Paginated } from "@froyo/contracts";
import useSWR from "swr";

/** GET /api/audit?page&per_page&action&actor&from&to (staff only), newest first. */
export function useAuditLog(query: URLSearchParams) {
  return useSWR<Paginated<AuditEntry>>(`/api/audit?${query}`, { keepPreviousData: true });
}

/** GET /api/audit/export.csv with the same filters. */
export function auditExportUrl(query: URLSearchParams): string {
  return `/api/audit/export.csv?${query}`;
}
