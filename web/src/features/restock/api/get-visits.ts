import type { Kiosk, Paginated, VisitsList, VisitsQuery } from "@froyo/contracts";
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

/** GET /api/kiosks?per_page=100&sort=name: the kiosks the caller reaches, for the visits' kiosk filter. */
export function useVisitKioskChoices() {
  return useSWR<Paginated<Kiosk>>("/api/kiosks?per_page=100&sort=name&order=asc", { revalidateOnFocus: false });
}
