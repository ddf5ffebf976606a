import type { CompanyImageField } from "@froyo/contracts";
import { type ImageSpec, type ProcessedImage, reencodeImage as reencodeUpload } from "../../lib/images.js";

export type CompanyImages<T> = Partial<Record<CompanyImageField, T>>;

const LABELS: Record<CompanyImageField, string> = {
  primary_logo: "primary logo",
  footer_logo: "footer logo",
  favicon: "favicon",
};

export const IMAGE_MESSAGES = {
  tooLarge: (field: CompanyImageField) => `The ${LABELS[field]} must not be greater than 2 MB.`,
  wrongType: (field: CompanyImageField) => `The ${LABELS[field]} must be a PNG, JPEG or WebP image.`,
  tooManyPixels: (field: CompanyImageField) => `The ${LABELS[field]} must not be larger than 4096 × 4096 pixels.`,
};

/** Logos never need more than 1024 px (the side bar shows 185); favicons at most 256 × 256. */
const BOXES: Record<CompanyImageField, ImageSpec["box"]> = {
  primary_logo: { width: 1024 },
  footer_logo: { width: 1024 },
  favicon: { width: 256, height: 256 },
};

/** A company image re-encoded within its box (lib/images.ts); a bad one is a 422 on its field. */
export function reencodeImage(field: CompanyImageField, input: Buffer): Promise<ProcessedImage> {
  const messages = {
    tooLarge: IMAGE_MESSAGES.tooLarge(field),
    wrongType: IMAGE_MESSAGES.wrongType(field),
    tooManyPixels: IMAGE_MESSAGES.tooManyPixels(field),
  };
  return reencodeUpload(field, { box: BOXES[field], messages }, input);
}
