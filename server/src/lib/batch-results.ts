import { ORDER_ID_MAX } from "@froyo/contracts";
import type { FieldErrors } from "./field-errors.js";

/**
 * The kiosks' batches (sales, refunds) answer each item on its own: these are the parts of an answer to an item that
 * failed its checks before the database saw it.
 */

/** The id a result echoes: the item's own when it sent a readable one. */
export function echoedId(raw: unknown): string | null {
  const id = (raw as { id?: unknown } | null)?.id;
  return typeof id === "string" && id.length <= ORDER_ID_MAX ? id : null;
}

/** A schema's issues as field messages, a field named by its dotted path (`items.0.quantity`); `whole` for the item. */
export function issuesByField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  whole: string,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".") || whole;
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}
