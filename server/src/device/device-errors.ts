import { DEVICE_MESSAGES } from "@froyo/contracts";
import { HttpError } from "../lib/http-errors.js";

/** The SQLSTATEs app_device_authenticate raises (db/functions/app_device_authenticate.sql) and their answers. */
const ANSWERS: Record<string, () => HttpError> = {
  FY401: () => unknownKey(),
  FY403: () => new HttpError(403, DEVICE_MESSAGES.disabled),
};

export const unknownKey = () =>
  new HttpError(401, DEVICE_MESSAGES.unknownKey, { "www-authenticate": 'Bearer realm="device"' });

/** The device answer a database error stands for, or the error itself. */
export function deviceError(error: unknown): unknown {
  for (let e = error; e instanceof Error; e = e.cause) {
    const answer = ANSWERS[(e as { code?: string }).code ?? ""];
    if (answer) return answer();
  }
  return error;
}
