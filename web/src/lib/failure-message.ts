import { translateMessage } from "../i18n/i18n";
import { isApiError, NO_RESPONSE_MESSAGE } from "./api-error";

/**
 * The most telling text of a failed call for a toast or an alert, in the interface's language: a 422's first field
 * message ("The last Company Admin cannot be disabled.") rather than its generic summary, else the server's message,
 * else `fallback` (a text of the caller's, already translated).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 0) return translateMessage(NO_RESPONSE_MESSAGE);
  const first = Object.values(error.errors ?? {}).find((messages) => messages.length > 0)?.[0];
  const message = first ?? error.serverMessage;
  return message ? translateMessage(message) : fallback;
}
