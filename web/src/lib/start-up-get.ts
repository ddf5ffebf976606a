import { ApiError, apiErrorFromResponse, NO_RESPONSE_MESSAGE } from "./api-error";
import { logger } from "./logger";
import { notifyUnauthenticated } from "./unauthenticated";
import { XSRF_HEADER, xsrfToken } from "./xsrf-token";

/** Spec section 7's headers: JSON, and Laravel's AJAX marker; the forgery token is added per call. */
const HEADERS = {
  "Content-Type": "application/json",
  Accept: "application/json",
  "X-Requested-With": "XMLHttpRequest",
};

/**
 * The two reads of the start-up (GET /auth/me and /check-subdomain) with fetch: the same contract as every other
 * call (same origin, cookies, headers, no timeout, failures as one ApiError, logged), without waiting for axios,
 * which the sign-in page does not load (lib/lazy-http.ts).
 */
export async function startUpGet<T>(path: string): Promise<T> {
  let response: Response;
  try {
    const token = xsrfToken("get", path);
    const headers = token ? { ...HEADERS, [XSRF_HEADER]: token } : HEADERS;
    response = await fetch(new URL(path, window.location.origin), { credentials: "include", headers });
  } catch (error) {
    logger.warn(`GET ${path} got no response.`, error);
    throw new ApiError({ status: 0, message: NO_RESPONSE_MESSAGE });
  }
  const text = await response.text();
  const data = parseJson(text);
  if (response.ok) return data as T;
  const apiError = apiErrorFromResponse({
    status: response.status,
    statusText: response.statusText,
    data,
    retryAfter: response.headers.get("retry-after"),
  });
  logger.warn(`GET ${path} failed with ${apiError.status}: ${apiError.message}`);
  if (apiError.status === 401) notifyUnauthenticated(path);
  throw apiError;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
