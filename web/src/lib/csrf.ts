import { getHttp } from "./lazy-http";

/** Sanctum-style handshake: sets the XSRF-TOKEN cookie the next state-changing call must echo. */
export async function fetchCsrfCookie(): Promise<void> {
  const http = await getHttp();
  await http.get("/sanctum/csrf-cookie");
}
