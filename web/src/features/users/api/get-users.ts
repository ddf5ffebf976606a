import type { Paginated, User } from "@froyo/contracts";
import useSWR from "swr";

/** GET /api/users?page&per_page&sort&order&search&role_id&status */
export function useUsers(query: URLSearchParams) {
  return useSWR<Paginated<User>>(`/api/users?${query}`, { keepPreviousData: true });
}

/** GET /api/users/export.csv with the same filters: a plain link, downloaded by the browser with the session cookie. */
export function usersExportUrl(query: URLSearchParams): string {
  return `/api/users/export.csv?${query}`;
}
