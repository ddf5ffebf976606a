import { COMPANY_IMAGE_FIELDS, type CompanyImageField } from "@froyo/contracts";
import { type ImageChoice, imageFileProblem, NO_IMAGE_CHANGE } from "../../../components/form/image-choice";

export const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp";

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
  const problem = imageFileProblem(file, IMAGE_ACCEPT);
  if (problem === "tooLarge") return `The ${name} must not be greater than 2 MB.`;
  if (problem === "wrongType") return `The ${name} must be a PNG, JPEG or WebP image.`;
  return null;
}

export type ImageChoices = Record<CompanyImageField, ImageChoice>;

export const NO_IMAGE_CHANGES: ImageChoices = Object.fromEntries(
  COMPANY_IMAGE_FIELDS.map((field) => [field, NO_IMAGE_CHANGE]),
) as ImageChoices;

/** Server errors for images (or their remove_ flags) belong under the image inputs, not the text fields. */
export function imageFieldOf(key: string): CompanyImageField | undefined {
  return COMPANY_IMAGE_FIELDS.find((field) => key === field || key === `remove_${field}`);
}
