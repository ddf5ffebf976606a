import type { z } from "zod";
import { ValidationError } from "./http-errors.js";

/** Field messages gathered while checking a form, answered together as one 422. */
export type FieldErrors = Record<string, string[]>;

export function addError(errors: FieldErrors, field: string, message: string): void {
  errors[field] = [...(errors[field] ?? []), message];
}

/** The shared schema's verdict as field errors; unknown fields (the schema is strict) are named one by one. */
export function parseFields<S extends z.ZodType>(
  schema: S,
  fields: Record<string, string>,
  errors: FieldErrors,
): z.output<S> | null {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) addError(errors, key, `The ${key} field is not allowed.`);
    } else {
      addError(errors, String(issue.path[0] ?? "body"), issue.message);
    }
  }
  return null;
}

/** Adds a 422's field messages to `errors`; anything else is thrown on. */
export function collectValidationError(error: unknown, errors: FieldErrors): void {
  if (!(error instanceof ValidationError)) throw error;
  for (const [key, messages] of Object.entries(error.errors)) for (const m of messages) addError(errors, key, m);
}

export function throwIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}
