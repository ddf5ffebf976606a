import { ApiError, isApiError } from "./api-error";

/**
 * Splits a failure's 422 field errors: the first message of each key `claim` maps to a target (e.g. an image,
 * shown under its own input rather than a text field), and what is left for the text fields and the form-level
 * alert (null when every problem was claimed).
 */
export function splitFieldErrors<K extends string>(
  error: unknown,
  claim: (key: string) => K | undefined,
): { claimed: Partial<Record<K, string>>; rest: unknown } {
  if (!isApiError(error) || !error.errors) return { claimed: {}, rest: error };
  const claimed: Partial<Record<K, string>> = {};
  const others: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(error.errors)) {
    const target = claim(key);
    if (target && messages[0]) claimed[target] ??= messages[0];
    else others[key] = messages;
  }
  if (Object.keys(claimed).length === 0) return { claimed, rest: error };
  if (Object.keys(others).length === 0) return { claimed, rest: null };
  const { status, message, serverMessage } = error;
  return { claimed, rest: new ApiError({ status, message, serverMessage, errors: others }) };
}

/** The same failure with its field errors' keys renamed: a form may hold a field under another name than the API. */
export function renameFieldErrors(error: unknown, names: Readonly<Record<string, string>>): unknown {
  if (!isApiError(error) || !error.errors) return error;
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([key, messages]) => [names[key] ?? key, messages]),
  );
  const { status, message, serverMessage } = error;
  return new ApiError({ status, message, serverMessage, errors });
}
