import useSWR from "swr";

/** GET /api/timezones → { data: ["Africa/Abidjan", …] }; it never changes while the app runs. */
export function useTimezones() {
  return useSWR<{ data: string[] }>("/api/timezones", { revalidateOnFocus: false, revalidateIfStale: false });
}
