import { z } from "zod";

/** What an image field accepts: media types (as a file input's `accept` lists them) and a size in bytes. */
export interface ImageRules {
  accept: string;
  maxBytes: number;
}

/**
 * A multipart form as a whole (text fields, image files, and `remove_<image>=1` to clear one when editing), for the
 * API's documentation: the server reads such forms part by part and checks each image from its bytes, so this schema
 * describes the form rather than validating it.
 */
export function uploadFormSchema<Fields extends z.ZodObject>(
  fields: Fields,
  imageFields: readonly string[],
  rules: ImageRules,
) {
  // The size is said in the description, not by `.max()`: a zod message position (web/src/i18n/message-literals.ts
  // reads them for the Arabic catalogue) must hold text or a constant, not a parameter.
  const image = z
    .file()
    .mime(rules.accept.split(","))
    .optional()
    .describe(`An image (${rules.accept}, ${rules.maxBytes / (1024 * 1024)} MB at most); SVG is rasterised to PNG.`);
  const removal = z.literal("1").optional().describe("Send 1 to remove the current image (editing).");
  return fields.extend(
    Object.fromEntries(
      imageFields.flatMap((field) => [[field, image] as const, [`remove_${field}`, removal] as const]),
    ),
  );
}
