import type { CompanyImageField } from "@froyo/contracts";
import { collectValidationError, type FieldErrors } from "../../lib/field-errors.js";
import type { ProcessedImage } from "../../lib/images.js";
import { type CompanyImages, reencodeImage } from "./company-images.js";

export const SUBDOMAIN_TAKEN = "The subdomain has already been taken.";

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
      collectValidationError(error, errors);
    }
  }
  return images;
}
