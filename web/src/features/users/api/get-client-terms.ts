import type { ClientTerms } from "@froyo/contracts";
import useSWR from "swr";

/** GET /api/users/{id}/terms (`view users`): a client's royalty and monthly fee; null id: nothing is asked. */
export function useClientTerms(userId: string | null) {
  return useSWR<{ data: ClientTerms }>(userId ? `/api/users/${encodeURIComponent(userId)}/terms` : null);
}
