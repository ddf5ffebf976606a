import type { CurrentUser } from "@froyo/contracts";
import { earlyRequest } from "../../../lib/early-request";
import { startUpGet } from "../../../lib/start-up-get";

/** GET /auth/me: the signed-in user, or a 401 ApiError. `start()` sends it at boot; `take()` reads it. */
export const currentUserRequest = earlyRequest(async (): Promise<CurrentUser> => {
  const body = await startUpGet<{ data: CurrentUser }>("/auth/me");
  return body.data;
});

export function getCurrentUser(): Promise<CurrentUser> {
  return currentUserRequest.take();
}
