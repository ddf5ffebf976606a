import type { Role } from "@froyo/contracts";
import useSWR from "swr";

/** GET /api/roles: every role of the company with its permissions and user count. */
export function useRoles() {
  return useSWR<{ data: Role[] }>("/api/roles");
}
