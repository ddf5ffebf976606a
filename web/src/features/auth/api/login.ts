import type { CurrentUser, LoginInput } from "@froyo/contracts";
import { fetchCsrfCookie } from "../../../lib/csrf";
import { getHttp } from "../../../lib/lazy-http";

/** POST /auth/login after the CSRF handshake. 422 carries field errors, 429 a Retry-After. */
export async function login(input: LoginInput): Promise<CurrentUser> {
  await fetchCsrfCookie();
  const http = await getHttp();
  const response = await http.post<{ data: CurrentUser }>("/auth/login", input);
  return response.data.data;
}
