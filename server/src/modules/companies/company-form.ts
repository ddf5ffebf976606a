import type {} from "@fastify/multipart";
import fastifyMultipart, { type MultipartFile } from "@fastify/multipart";
import { COMPANY_IMAGE_FIELDS, type CompanyImageField, MAX_IMAGE_BYTES, removeImageField } from "@froyo/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError, ValidationError } from "../../lib/http-errors.js";
import { type CompanyImages, IMAGE_MESSAGES } from "./company-images.js";

/** The create/edit form as sent: text fields (validated later by the shared schema), image bytes, image removals. */
export interface CompanyForm {
  fields: Record<string, string>;
  files: CompanyImages<Buffer>;
  removals: Set<CompanyImageField>;
}

const FIELD_BYTES = 4 * 1024;

/**
 * Multipart for the company routes only (registered in their encapsulated plugin). Busboy enforces every limit
 * while streaming: a file stops being read at MAX_IMAGE_BYTES (it is marked truncated and the rest is discarded),
 * so no more than 3 × 2 MB is ever held. Size errors are reported here, per field, rather than thrown by the plugin.
 */
export async function registerCompanyMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_IMAGE_BYTES, files: 3, fields: 20, fieldSize: FIELD_BYTES, parts: 30, fieldNameSize: 100 },
  });
}

const LIMIT_MESSAGES: Record<string, string> = {
  FST_PARTS_LIMIT: "The form has too many parts.",
  FST_FILES_LIMIT: "The form has too many files: at most 3 images.",
  FST_FIELDS_LIMIT: "The form has too many fields.",
  FST_PROTO_VIOLATION: "The form has a field that is not allowed.",
  FST_INVALID_JSON_FIELD_ERROR: "A form field is not valid JSON as its content type declares.",
};

const isImageField = (name: string): name is CompanyImageField =>
  (COMPANY_IMAGE_FIELDS as readonly string[]).includes(name);
const REMOVALS = new Map(COMPANY_IMAGE_FIELDS.map((field) => [removeImageField(field) as string, field]));

/** Reads a file part to its end, keeping at most the limit (busboy stops filling past it and sets `truncated`). */
async function readFilePart(part: MultipartFile): Promise<{ bytes: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), truncated: part.file.truncated };
}

/**
 * Collects the whole form, then answers 422 with every problem at once (unknown or repeated fields, non-text
 * values, oversized files). Nothing is decoded or written here. Errors of the stream itself (limits, a malformed
 * body) are the client's: 422, never 500.
 */
export async function readCompanyForm(request: FastifyRequest): Promise<CompanyForm> {
  if (!request.isMultipart()) throw new ValidationError({ body: ["The request must be multipart/form-data."] });
  const form: CompanyForm = { fields: {}, files: {}, removals: new Set() };
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  const fail = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname;
      const repeated = seen.has(name);
      seen.add(name);
      if (part.type === "file") {
        const { bytes, truncated } = await readFilePart(part);
        if (!isImageField(name)) fail(name, `The ${name} field is not allowed.`);
        else if (repeated) fail(name, `The ${name} must be sent once.`);
        else if (truncated) fail(name, IMAGE_MESSAGES.tooLarge(name));
        // An empty file input is sent as a part with no bytes: nothing chosen.
        else if (bytes.length > 0) form.files[name] = bytes;
        continue;
      }
      if (repeated) fail(name, `The ${name} field must be sent once.`);
      else if (typeof part.value !== "string") fail(name, `The ${name} field must be text.`);
      else if (part.valueTruncated) fail(name, `The ${name} field must not be greater than ${FIELD_BYTES} bytes.`);
      else if (isImageField(name)) fail(name, `The ${name} must be a file.`);
      else if (REMOVALS.has(name)) readRemoval(form, name, part.value, fail);
      else form.fields[name] = part.value;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code ?? "";
    throw new ValidationError({ body: [LIMIT_MESSAGES[code] ?? "The form data could not be read."] });
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return form;
}

function readRemoval(form: CompanyForm, name: string, value: string, fail: (field: string, message: string) => void) {
  const field = REMOVALS.get(name) as CompanyImageField;
  if (["1", "true", "on"].includes(value)) form.removals.add(field);
  else if (!["0", "false", "off", ""].includes(value)) fail(name, `The ${name} field must be 1 or 0.`);
}
