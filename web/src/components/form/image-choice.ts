import { MAX_IMAGE_BYTES } from "@froyo/contracts";

/** One image input's state: a new file to upload, or a request to remove the stored image, or neither. */
export interface ImageChoice {
  file: File | null;
  remove: boolean;
  /** An English message of the server or of the form's own check (ImageField shows it translated). */
  error: string | null;
}

export const NO_IMAGE_CHANGE: ImageChoice = { file: null, remove: false, error: null };

/**
 * What is wrong with a chosen file before it is uploaded, by its size and declared type (the server checks the
 * bytes again): the caller words the refusal as its server does, so it reads the same before and after upload.
 */
export function imageFileProblem(
  file: File,
  accept: string,
  maxBytes = MAX_IMAGE_BYTES,
): "tooLarge" | "wrongType" | null {
  if (file.size > maxBytes) return "tooLarge";
  if (file.type && !accept.split(",").includes(file.type)) return "wrongType";
  return null;
}
