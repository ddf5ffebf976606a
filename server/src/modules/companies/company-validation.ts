import type { CompanyImageField } from "@froyo/contracts";
import type { z } from "zod";
import { ValidationError } from "../../lib/http-errors.js";
import { type CompanyImages, type ProcessedImage, reencodeImage } from "./company-images.js";

export type FieldErrors = Record<string, string[]>;

export const SUBDOMAIN_TAKEN = "The subdomain has already been taken.";

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

/** Re-encodes each uploaded image, one at a time (bounded memory and CPU); a bad image becomes a field error. */
export async function reencodeImages(
  files: CompanyImages<Buffer>,
  errors: FieldErrors,
): Promise<CompanyImages<ProcessedImage>> {
  const images: CompanyImages<ProcessedImage> = {};
  for (const [field, bytes] of Object.entries(files) as [CompanyImageField, Buffer][]) {
    try {
      images[field] = await reencodeImage(field, bytes);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      for (const [key, messages] of Object.entries(error.errors)) for (const m of messages) addError(errors, key, m);
    }
  }
  return images;
}

export function throwIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}
