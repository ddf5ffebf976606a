import type { Statement } from "@froyo/contracts";
import useSWR from "swr";

/** GET /api/statements?month=YYYY-MM: the month's statements, drafts and issued (staff: every client's; a client: their own). */
export function useStatements(month: string) {
  return useSWR<{ data: Statement[] }>(`/api/statements?${new URLSearchParams({ month })}`, { keepPreviousData: true });
}
