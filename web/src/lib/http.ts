import axios, {
  type AxiosError,
  type AxiosRequestTransformer,
  type InternalAxiosRequestConfig,
  isAxiosError,
  isCancel,
} from "axios";
import { ApiError, apiErrorFromResponse, NO_RESPONSE_MESSAGE } from "./api-error";
import { logger } from "./logger";
import { notifyUnauthenticated } from "./unauthenticated";
import { XSRF_HEADER, xsrfToken } from "./xsrf-token";

/**
 * axios's XHR adapter drops the Content-Type of a call whose body is `undefined`, so every GET went out without the
 * spec's JSON content type. A GET's `null` body is what XHR sends for a GET anyway, and keeps the header. (Only
 * GETs: a bodiless POST labelled JSON would be refused by the server's JSON parser as an empty body.)
 */
const keepJsonContentTypeOfGet: AxiosRequestTransformer = function (this: InternalAxiosRequestConfig, data) {
  return data === undefined && this.method === "get" ? null : data;
};
const DEFAULT_TRANSFORMS = axios.defaults.transformRequest as AxiosRequestTransformer[];

/**
 * The HTTP client of every call (spec section 7): same origin, cookies sent, JSON, Laravel-style AJAX marker, no
 * timeout. Modules on the signed-out pages' first load reach it through getHttp() (lib/lazy-http.ts), so axios is
 * fetched with the first call that needs it, not with the sign-in page; the two start-up reads use start-up-get.ts.
 */
export const http = axios.create({
  baseURL: window.location.origin,
  withCredentials: true,
  timeout: 0,
  transformRequest: [...DEFAULT_TRANSFORMS, keepJsonContentTypeOfGet],
  headers: {
    "Content-Type": "application/json",
    Accept: "application/json",
    "X-Requested-With": "XMLHttpRequest",
  },
});

export function attachXsrfToken(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = xsrfToken(config.method ?? "get", config.url ?? "");
  if (token) config.headers.set(XSRF_HEADER, token);
  return config;
}

/** Turns every failure into one ApiError, logs it, and rethrows. Cancelled requests pass through untouched. */
export function toApiError(error: unknown): Promise<never> {
  if (isCancel(error)) return Promise.reject(error);
  const request = isAxiosError(error) ? `${error.config?.method?.toUpperCase()} ${error.config?.url}` : "request";
  const response = isAxiosError(error) ? (error as AxiosError).response : undefined;
  if (!response) {
    logger.warn(`${request} got no response.`, error);
    return Promise.reject(new ApiError({ status: 0, message: NO_RESPONSE_MESSAGE }));
  }
  const apiError = apiErrorFromResponse({
    status: response.status,
    statusText: response.statusText,
    data: response.data,
    retryAfter: response.headers?.["retry-after"],
  });
  logger.warn(`${request} failed with ${apiError.status}: ${apiError.message}`);
  if (apiError.status === 401) notifyUnauthenticated(response.config.url ?? "");
  return Promise.reject(apiError);
}

http.interceptors.request.use(attachXsrfToken);
http.interceptors.response.use((response) => response, toApiError);
