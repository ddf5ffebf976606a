import { ERROR_MESSAGES } from "@froyo/contracts";

/** Errors services throw; the error plugin turns each into its documented JSON shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export class ValidationError extends HttpError {
  constructor(
    readonly errors: Record<string, string[]>,
    message = firstMessage(errors),
  ) {
    super(422, message);
  }
}

export const unauthenticated = () => new HttpError(401, ERROR_MESSAGES.unauthenticated);
export const forbidden = () => new HttpError(403, ERROR_MESSAGES.unauthorized);
export const notFound = (message: string = ERROR_MESSAGES.notFound) => new HttpError(404, message);
export const csrfMismatch = () => new HttpError(419, ERROR_MESSAGES.csrfMismatch);
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new HttpError(429, ERROR_MESSAGES.tooManyAttempts, { "retry-after": String(retryAfterSeconds) });

export const fieldError = (field: string, message: string) => new ValidationError({ [field]: [message] });

/** Laravel's style: the first message, with "(and N more errors)" when there are others. */
function firstMessage(errors: Record<string, string[]>): string {
  const all = Object.values(errors).flat();
  if (all.length === 0) return ERROR_MESSAGES.validation;
  const more = all.length - 1;
  return more > 0 ? `${all[0]} (and ${more} more error${more > 1 ? "s" : ""})` : (all[0] as string);
}
