import type { Dashboard } from "@froyo/contracts";
import useSWR from "swr";

/** How often an open Home page asks again, so today's figures move as sales arrive (paused while the tab is hidden). */
export const DASHBOARD_REFRESH_MS = 60_000;

/** GET /api/dashboard: every key figure of the Home page in one answer (a client: their own kiosks only). */
export function useDashboard() {
  return useSWR<{ data: Dashboard }>("/api/dashboard", { refreshInterval: DASHBOARD_REFRESH_MS });
}
