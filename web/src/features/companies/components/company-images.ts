import { COMPANY_IMAGE_FIELDS, type CompanyImageField, MAX_IMAGE_BYTES } from "@froyo/contracts";

export const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp";
const ACCEPTED_TYPES = IMAGE_ACCEPT.split(",");

/** How the server's messages name each image (server/src/modules/companies/company-images.ts). */
const MESSAGE_NAMES: Record<CompanyImageField, string> = {
  primary_logo: "primary logo",
  footer_logo: "footer logo",
  favicon: "favicon",
};

/**
 * The server's own messages (company-images.ts), in English like every API message (shown through
 * translateMessage), so a refusal reads the same before and after upload.
 */
export function checkImageFile(field: CompanyImageField, file: File): string | null {
  const name = MESSAGE_NAMES[field];
  if (file.size > MAX_IMAGE_BYTES) return `The ${name} must not be greater than 2 MB.`;
  if (file.type && !ACCEPTED_TYPES.includes(file.type)) return `The ${name} must be a PNG, JPEG or WebP image.`;
  return null;
}

/** One image input's state: a new file to upload, or a request to remove the stored image, or neither. */
export interface ImageChoice {
  file: File | null;
  remove: boolean;
  /** An English message of the server or of checkImageFile. */
  error: string | null;
}

export type ImageChoices = Record<CompanyImageField, ImageChoice>;

export const NO_IMAGE_CHANGES: ImageChoices = Object.fromEntries(
  COMPANY_IMAGE_FIELDS.map((field) => [field, { file: null, remove: false, error: null }]),
) as ImageChoices;

/** Server errors for images (or their remove_ flags) belong under the image inputs, not the text fields. */
export function imageFieldOf(key: string): CompanyImageField | undefined {
  return COMPANY_IMAGE_FIELDS.find((field) => key === field || key === `remove_${field}`);
}
