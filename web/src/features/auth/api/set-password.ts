import type { SetPasswordInput } from "@froyo/contracts";
import { fetchCsrfCookie } from "../../../lib/csrf";
import { http } from "../../../lib/http";

/** POST /auth/set-password: an invited user's first password, with the token from the invitation. */
export async function setPassword(input: SetPasswordInput): Promise<string> {
  await fetchCsrfCookie();
  const response = await http.post<{ message: string }>("/auth/set-password", input);
  return response.data.message;
}
