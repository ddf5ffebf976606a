import type { PickListSummary } from "@froyo/contracts";
import useSWR from "swr";

export const PICK_LISTS_KEY = "/api/restock/pick-lists";

/** GET /api/restock/pick-lists: the company's pick lists (a client's: their kiosks'), newest first. */
export function usePickLists() {
  return useSWR<{ data: PickListSummary[] }>(PICK_LISTS_KEY);
}
