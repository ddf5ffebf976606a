import type { CompanyImageField } from "@froyo/contracts";
import { ApiError, isApiError } from "../../../lib/api-error";
import { imageFieldOf } from "./company-images";

/**
 * Splits a failure: the images' field errors (shown under the image inputs) and what is left for the text fields
 * and the form-level alert (null when every problem was an image's).
 */
export function splitImageErrors(error: unknown): {
  imageErrors: Partial<Record<CompanyImageField, string>>;
  rest: unknown;
} {
  if (!isApiError(error) || !error.errors) return { imageErrors: {}, rest: error };
  const imageErrors: Partial<Record<CompanyImageField, string>> = {};
  const others: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(error.errors)) {
    const image = imageFieldOf(key);
    if (image && messages[0]) imageErrors[image] = messages[0];
    else others[key] = messages;
  }
  if (Object.keys(imageErrors).length === 0) return { imageErrors, rest: error };
  if (Object.keys(others).length === 0) return { imageErrors, rest: null };
  const { status, message, serverMessage } = error;
  return { imageErrors, rest: new ApiError({ status, message, serverMessage, errors: others }) };
}
