import type { SetPasswordInput } from "@froyo/contracts";
import { fetchCsrfCookie } from "../../../lib/csrf";
import { getHttp } from "../../../lib/lazy-http";

/** POST /auth/set-password: an invited user's first password, with the token from the invitation. */
export async function setPassword(input: SetPasswordInput): Promise<string> {
  await fetchCsrfCookie();
  const http = await getHttp();
  const response = await http.post<{ message: string }>("/auth/set-password", input);
  return response.data.message;
}
