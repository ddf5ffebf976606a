import { readCookie } from "../../../lib/cookies";
import { fetchCsrfCookie } from "../../../lib/csrf";
import { getHttp } from "../../../lib/lazy-http";

/** POST /auth/logout. A session restored from an old tab may have lost its XSRF cookie: fetch one rather than fail. */
export async function logout(): Promise<void> {
  if (!readCookie("XSRF-TOKEN")) await fetchCsrfCookie();
  const http = await getHttp();
  await http.post("/auth/logout");
}
