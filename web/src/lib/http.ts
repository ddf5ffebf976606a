import axios, { type AxiosError, type InternalAxiosRequestConfig, isAxiosError, isCancel } from "axios";
import { ApiError, type FieldErrors, NO_RESPONSE_MESSAGE } from "./api-error";
import { readCookie } from "./cookies";
import { logger } from "./logger";

const XSRF_COOKIE = "XSRF-TOKEN";
const XSRF_HEADER = "X-XSRF-TOKEN";
const STATE_CHANGING_METHODS = new Set(["post", "put", "patch", "delete"]);

/**
 * The one HTTP client (spec section 7): same origin, cookies sent, JSON, Laravel-style AJAX marker, no timeout.
 */
export const http = axios.create({
  baseURL: window.location.origin,
  withCredentials: true,
  timeout: 0,
  headers: {
    "Content-Type": "application/json",
    Accept: "application/json",
    "X-Requested-With": "XMLHttpRequest",
  },
});

export function attachXsrfToken(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = readCookie(XSRF_COOKIE);
  if (token) {
    config.headers.set(XSRF_HEADER, token);
  } else if (STATE_CHANGING_METHODS.has((config.method ?? "get").toLowerCase())) {
    logger.warn(
      `No ${XSRF_COOKIE} cookie: ${config.method?.toUpperCase()} ${config.url} is sent without ${XSRF_HEADER}.`,
    );
  }
  return config;
}

type UnauthenticatedListener = (url: string) => void;
let onUnauthenticated: UnauthenticatedListener | undefined;

/** Lets the session drop the user when any call answers 401 (an expired session), so the guard sends them to sign-in. */
export function setUnauthenticatedListener(listener: UnauthenticatedListener | undefined): void {
  onUnauthenticated = listener;
}

function readBody(data: unknown): { message?: string; errors?: FieldErrors } {
  if (typeof data !== "object" || data === null) return {};
  const { message, errors } = data as { message?: unknown; errors?: unknown };
  return {
    message: typeof message === "string" ? message : undefined,
    errors: typeof errors === "object" && errors !== null ? (errors as FieldErrors) : undefined,
  };
}

function parseRetryAfter(value: unknown): number | undefined {
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
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
  const body = readBody(response.data);
  const apiError = new ApiError({
    status: response.status,
    message: body.message ?? (response.statusText || NO_RESPONSE_MESSAGE),
    serverMessage: body.message,
    errors: body.errors,
    retryAfterSeconds: parseRetryAfter(response.headers?.["retry-after"]),
    body: response.data,
  });
  logger.warn(`${request} failed with ${apiError.status}: ${apiError.message}`);
  if (apiError.status === 401) onUnauthenticated?.(response.config.url ?? "");
  return Promise.reject(apiError);
}

http.interceptors.request.use(attachXsrfToken);
http.interceptors.response.use((response) => response, toApiError);
