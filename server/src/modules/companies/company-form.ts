import { COMPANY_IMAGE_FIELDS, type CompanyImageField } from "@froyo/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { readUploadForm, registerUploadMultipart, type UploadForm } from "../../lib/upload-form.js";
import { IMAGE_MESSAGES } from "./company-images.js";

/** The create/edit form as sent: text fields, the three images' bytes, image removals (`remove_favicon=1`). */
export type CompanyForm = UploadForm<CompanyImageField>;

/** Multipart for the company routes only: at most one file per image field. */
export function registerCompanyMultipart(app: FastifyInstance): Promise<void> {
  return registerUploadMultipart(app, COMPANY_IMAGE_FIELDS.length);
}

export function readCompanyForm(request: FastifyRequest): Promise<CompanyForm> {
  return readUploadForm(request, { imageFields: COMPANY_IMAGE_FIELDS, tooLarge: IMAGE_MESSAGES.tooLarge });
}
