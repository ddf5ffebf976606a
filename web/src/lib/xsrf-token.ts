import { readCookie } from "./cookies";
import { logger } from "./logger";

export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "X-XSRF-TOKEN";

/**
 * The forgery token a call echoes (spec section 7): the XSRF-TOKEN cookie, sent in X-XSRF-TOKEN by every call,
 * the start-up reads (fetch) and the axios client alike. Without the cookie the call goes out without it, with a
 * console warning whatever its method, as the spec has it.
 */
export function xsrfToken(method: string, url: string): string | undefined {
  const token = readCookie(XSRF_COOKIE);
  if (!token) logger.warn(`No ${XSRF_COOKIE} cookie: ${method.toUpperCase()} ${url} is sent without ${XSRF_HEADER}.`);
  return token;
}
