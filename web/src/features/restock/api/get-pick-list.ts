import type { PickList } from "@froyo/contracts";
import useSWR from "swr";

/** GET /api/restock/pick-lists/{id}: one pick list with its lines per kiosk and the totals per product. */
export function usePickList(id: string | undefined) {
  return useSWR<{ data: PickList }>(id ? `/api/restock/pick-lists/${encodeURIComponent(id)}` : null);
}

/** The list as CSV (GET /api/restock/pick-lists/{id}.csv), downloaded by a plain link: the browser keeps the file. */
export function pickListCsvUrl(id: string): string {
  return `/api/restock/pick-lists/${encodeURIComponent(id)}.csv`;
}
