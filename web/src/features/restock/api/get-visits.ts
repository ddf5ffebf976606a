import type { VisitsList, VisitsQuery } from "@froyo/contracts";
import useSWR from "swr";

export function visitsKey(query: VisitsQuery): string {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.kiosk_id) params.set("kiosk_id", query.kiosk_id);
  if (query.technician_id) params.set("technician_id", query.technician_id);
  return `/api/restock/visits?${params}`;
}

/** GET /api/restock/visits?from&to[&kiosk_id][&technician_id] → the period's visits and the summary per product. */
export function useVisits(query: VisitsQuery) {
  return useSWR<VisitsList>(visitsKey(query), { keepPreviousData: true });
}
