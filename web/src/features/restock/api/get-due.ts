import type { RestockDueKiosk } from "@froyo/contracts";
import useSWR from "swr";

/** GET /api/restock/due?within_hours[&owner_id]: the kiosks due within the horizon, soonest first. */
export function useRestockDue(query: URLSearchParams) {
  return useSWR<{ data: RestockDueKiosk[] }>(`/api/restock/due?${query}`, { keepPreviousData: true });
}
