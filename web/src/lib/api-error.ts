/** Shown when a request got no answer at all (network down, server unreachable). Spec section 8. */
export const NO_RESPONSE_MESSAGE = "Something went wrong!";

export type FieldErrors = Record<string, string[]>;

interface ApiErrorInit {
  status: number;
  message: string;
  /** The `message` of the server's body, when it sent one. */
  serverMessage?: string;
  errors?: FieldErrors;
  retryAfterSeconds?: number;
  body?: unknown;
}

/**
 * Every failed call rejects with this one type: the server's body (message, field errors) plus the HTTP status.
 * `status` is 0 when there was no response. `message` is always readable text: the server's message, or a fallback.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage?: string;
  readonly errors?: FieldErrors;
  readonly retryAfterSeconds?: number;
  readonly body?: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = "ApiError";
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.errors = init.errors;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.body = init.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A human message for any thrown value, with a caller-chosen fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) || error instanceof Error) return error.message || fallback;
  return fallback;
}

/** What a failed call answered, whichever transport carried it (axios for calls, fetch for the start-up reads). */
export interface FailedResponse {
  status: number;
  statusText?: string;
  data: unknown;
  retryAfter?: unknown;
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

/** The one ApiError of an answered failure: the server's message and field errors, the status, Retry-After. */
export function apiErrorFromResponse(response: FailedResponse): ApiError {
  const body = readBody(response.data);
  return new ApiError({
    status: response.status,
    message: body.message ?? (response.statusText || NO_RESPONSE_MESSAGE),
    serverMessage: body.message,
    errors: body.errors,
    retryAfterSeconds: parseRetryAfter(response.retryAfter),
    body: response.data,
  });
}
