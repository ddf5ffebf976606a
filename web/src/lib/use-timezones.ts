import useSWR from "swr";

/**
 * GET /api/timezones → { data: ["Africa/Abidjan", …] }; it never changes while the app runs. Shared by every form with
 * a timezone (a company's default, a kiosk's own).
 */
export function useTimezones() {
  return useSWR<{ data: string[] }>("/api/timezones", { revalidateOnFocus: false, revalidateIfStale: false });
}
