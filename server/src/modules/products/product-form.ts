import { PRODUCT_IMAGE_FIELD } from "@froyo/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { collectValidationError, type FieldErrors } from "../../lib/field-errors.js";
import { type ImageSpec, type ProcessedImage, reencodeImage } from "../../lib/images.js";
import { readUploadForm, registerUploadMultipart, type UploadForm } from "../../lib/upload-form.js";

type ImageField = typeof PRODUCT_IMAGE_FIELD;
export type ProductForm = UploadForm<ImageField>;

export const PRODUCT_IMAGE_MESSAGES = {
  tooLarge: "The image must not be greater than 2 MB.",
  wrongType: "The image must be a PNG, JPEG or WebP image.",
  tooManyPixels: "The image must not be larger than 4096 × 4096 pixels.",
};

/** Kiosk screens and the back office show products at most 800 px wide. */
const IMAGE_SPEC: ImageSpec = { box: { width: 800, height: 800 }, messages: PRODUCT_IMAGE_MESSAGES };

/** Multipart for the product routes only: one picture per product. */
export function registerProductMultipart(app: FastifyInstance): Promise<void> {
  return registerUploadMultipart(app, 1);
}

/** The create/edit form: text fields, the picture (`image`) and its removal (`remove_image=1`). */
export function readProductForm(request: FastifyRequest): Promise<ProductForm> {
  return readUploadForm(request, {
    imageFields: [PRODUCT_IMAGE_FIELD],
    tooLarge: () => PRODUCT_IMAGE_MESSAGES.tooLarge,
  });
}

/** The picture re-encoded (lib/images.ts), or a field error; null when none was sent. */
export async function reencodeProductImage(form: ProductForm, errors: FieldErrors): Promise<ProcessedImage | null> {
  const bytes = form.files.image;
  if (!bytes) return null;
  try {
    return await reencodeImage(PRODUCT_IMAGE_FIELD, IMAGE_SPEC, bytes);
  } catch (error) {
    collectValidationError(error, errors);
    return null;
  }
}
