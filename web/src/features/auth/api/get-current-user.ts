import type { CurrentUser } from "@froyo/contracts";
import { earlyRequest } from "../../../lib/early-request";
import { http } from "../../../lib/http";

/** GET /auth/me: the signed-in user, or a 401 ApiError. `start()` sends it at boot; `take()` reads it. */
export const currentUserRequest = earlyRequest(async (): Promise<CurrentUser> => {
  const response = await http.get<{ data: CurrentUser }>("/auth/me");
  return response.data.data;
});

export function getCurrentUser(): Promise<CurrentUser> {
  return currentUserRequest.take();
}
