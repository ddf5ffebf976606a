import type { SWRConfiguration } from "swr";
import { isApiError } from "./api-error";
import { getHttp } from "./lazy-http";

/**
 * Fetches a GET endpoint and returns the response body ({ data, meta } for lists). Errors arrive as ApiError. The
 * client is imported on first use, so its (costly) evaluation is a task of its own, not part of the shell's.
 */
export async function swrFetcher<T>(url: string): Promise<T> {
  const http = await getHttp();
  const response = await http.get<T>(url);
  return response.data;
}

/** Answers that will not change on retry: re-asking would only hammer the server. */
const FINAL_STATUSES = new Set([401, 403, 404, 422]);

/** Spec section 7: retry on error every 5 s, revalidate on focus, dedupe 2 s. */
export const swrConfig: SWRConfiguration = {
  fetcher: swrFetcher,
  errorRetryInterval: 5000,
  dedupingInterval: 2000,
  revalidateOnFocus: true,
  shouldRetryOnError: true,
  onErrorRetry: (error, _key, config, revalidate, { retryCount }) => {
    if (isApiError(error) && FINAL_STATUSES.has(error.status)) return;
    setTimeout(() => revalidate({ retryCount }), config.errorRetryInterval);
  },
};
