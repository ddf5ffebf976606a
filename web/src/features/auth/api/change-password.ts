import type { ChangePasswordInput } from "@froyo/contracts";
import { fetchCsrfCookie } from "../../../lib/csrf";
import { getHttp } from "../../../lib/lazy-http";

/** POST /auth/password: the signed-in user changes their password (current one required). */
export async function changePassword(input: ChangePasswordInput): Promise<string> {
  await fetchCsrfCookie();
  const http = await getHttp();
  const response = await http.post<{ message: string }>("/auth/password", input);
  return response.data.message;
}
