import type { ResetPasswordInput } from "@froyo/contracts";
import { fetchCsrfCookie } from "../../../lib/csrf";
import { getHttp } from "../../../lib/lazy-http";

/** POST /auth/reset-password with the emailed token. An invalid or expired token is a 422 on email or token. */
export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  await fetchCsrfCookie();
  const http = await getHttp();
  const response = await http.post<{ message: string }>("/auth/reset-password", input);
  return response.data.message;
}
