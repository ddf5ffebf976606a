import type { ForgotPasswordInput } from "@froyo/contracts";
import { fetchCsrfCookie } from "../../../lib/csrf";
import { getHttp } from "../../../lib/lazy-http";

/** POST /auth/forgot-password: answers the same message whether or not the email is registered. */
export async function forgotPassword(input: ForgotPasswordInput): Promise<string> {
  await fetchCsrfCookie();
  const http = await getHttp();
  const response = await http.post<{ message: string }>("/auth/forgot-password", input);
  return response.data.message;
}
