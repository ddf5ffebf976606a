import { isApiError, NO_RESPONSE_MESSAGE } from "./api-error";

/**
 * The most telling text of a failed call for a toast: a 422's first field message ("The last Company Admin cannot
 * be disabled.") rather than its generic summary, else the server's message, else `fallback`.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 0) return NO_RESPONSE_MESSAGE;
  const first = Object.values(error.errors ?? {}).find((messages) => messages.length > 0)?.[0];
  return first ?? error.serverMessage ?? fallback;
}
