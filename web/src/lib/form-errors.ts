import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { translateMessage } from "../i18n/i18n";
import { isApiError, NO_RESPONSE_MESSAGE } from "./api-error";

/**
 * Puts a failed submit on screen: 422 field errors go under their fields (the first one focused); anything the form
 * has no field for (a token error, a 429, a 500, no response) comes back as one message for an alert, or null.
 * Field errors keep the server's English (the field components translate what they show); the alert text comes
 * back translated.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string | null {
  if (!isApiError(error)) return translateMessage(NO_RESPONSE_MESSAGE);
  if (error.status !== 422 || !error.errors) return translateMessage(error.message);
  const unmatched: string[] = [];
  let placedOnField = false;
  for (const [key, messages] of Object.entries(error.errors)) {
    const message = messages[0];
    if (!message) continue;
    const field = fields.find((candidate) => candidate === key);
    if (field) {
      setError(field, { type: "server", message }, { shouldFocus: !placedOnField });
      placedOnField = true;
    } else {
      unmatched.push(translateMessage(message));
    }
  }
  if (unmatched.length > 0) return unmatched.join(" ");
  return placedOnField ? null : translateMessage(error.message);
}
