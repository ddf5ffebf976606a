import type {} from "@fastify/multipart";
import fastifyMultipart, { type MultipartFile } from "@fastify/multipart";
import { MAX_IMAGE_BYTES } from "@froyo/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError, ValidationError } from "./http-errors.js";

/** A create/edit form as sent: text fields (validated later by the shared schema), image bytes, image removals. */
export interface UploadForm<Field extends string> {
  fields: Record<string, string>;
  files: Partial<Record<Field, Buffer>>;
  removals: Set<Field>;
}

/** The image fields a form accepts, and how to say one is too large. */
export interface UploadFormSpec<Field extends string> {
  imageFields: readonly Field[];
  tooLarge(field: Field): string;
}

/** 2000 characters of any script (up to 4 bytes each in UTF-8 for 2 UTF-16 units) fit. */
const FIELD_BYTES = 8 * 1024;

/**
 * Multipart for one feature's routes (register it in their encapsulated plugin). Busboy enforces every limit while
 * streaming: a file stops being read at MAX_IMAGE_BYTES (it is marked truncated and the rest is discarded), so no
 * more than `imageFields` × 2 MB is ever held. Size errors are reported per field rather than thrown by the plugin.
 */
export async function registerUploadMultipart(app: FastifyInstance, imageFieldCount: number): Promise<void> {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: imageFieldCount,
      fields: 20,
      fieldSize: FIELD_BYTES,
      parts: 30,
      fieldNameSize: 100,
    },
  });
}

const LIMIT_MESSAGES: Record<string, string> = {
  FST_PARTS_LIMIT: "The form has too many parts.",
  FST_FILES_LIMIT: "The form has too many files: one per image field.",
  FST_FIELDS_LIMIT: "The form has too many fields.",
  FST_PROTO_VIOLATION: "The form has a field that is not allowed.",
  FST_INVALID_JSON_FIELD_ERROR: "A form field is not valid JSON as its content type declares.",
};

/** The flag that clears an image when editing: `remove_image=1`. */
export const removalField = (field: string) => `remove_${field}`;

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
export async function readUploadForm<Field extends string>(
  request: FastifyRequest,
  spec: UploadFormSpec<Field>,
): Promise<UploadForm<Field>> {
  if (!request.isMultipart()) throw new ValidationError({ body: ["The request must be multipart/form-data."] });
  const isImageField = (name: string): name is Field => (spec.imageFields as readonly string[]).includes(name);
  const removals = new Map(spec.imageFields.map((field) => [removalField(field), field]));
  const form: UploadForm<Field> = { fields: {}, files: {}, removals: new Set() };
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
        else if (truncated) fail(name, spec.tooLarge(name));
        // An empty file input is sent as a part with no bytes: nothing chosen.
        else if (bytes.length > 0) form.files[name] = bytes;
        continue;
      }
      const removal = removals.get(name);
      if (repeated) fail(name, `The ${name} field must be sent once.`);
      else if (typeof part.value !== "string") fail(name, `The ${name} field must be text.`);
      else if (part.valueTruncated) fail(name, `The ${name} field must not be greater than ${FIELD_BYTES} bytes.`);
      else if (isImageField(name)) fail(name, `The ${name} must be a file.`);
      else if (removal) readRemoval(form, removal, name, part.value, fail);
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

function readRemoval<Field extends string>(
  form: UploadForm<Field>,
  field: Field,
  name: string,
  value: string,
  fail: (field: string, message: string) => void,
) {
  if (["1", "true", "on"].includes(value)) form.removals.add(field);
  else if (!["0", "false", "off", ""].includes(value)) fail(name, `The ${name} field must be 1 or 0.`);
}
