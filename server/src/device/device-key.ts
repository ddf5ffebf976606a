import { DEVICE_MESSAGES } from "@froyo/contracts";
import type { FastifyRequest } from "fastify";
import { HttpError, tooManyAttempts } from "../lib/http-errors.js";
import { type PresentedKey, readApiKey } from "../modules/kiosks/api-keys.js";
import type { DeviceKiosk } from "../modules/kiosks/device-kiosks.repository.js";
import { unknownKey } from "./device-errors.js";
import type { RateLimiter } from "./rate-limiter.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The API key a device call presented (its company, kiosk and hash; checked against the database later). */
    deviceKey?: PresentedKey;
    /** The kiosk that key belongs to, once the database has said so. */
    deviceKiosk?: DeviceKiosk;
  }
}

/**
 * `onRequest` of every device route: reads `Authorization: Bearer <api_key>` (no cookie, no session: a browser
 * session never authenticates a device call) and spends one call of the key's rate limit. The limit is keyed by the
 * key's hash, so someone guessing keys for a kiosk never spends that kiosk's own allowance. Answers 401 for a
 * missing or malformed key before the database is asked.
 */
export function deviceKeyHook(limiter: RateLimiter) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization;
    const match = typeof header === "string" ? /^Bearer +(\S+) *$/i.exec(header) : null;
    if (!match) {
      throw new HttpError(401, DEVICE_MESSAGES.missingKey, { "www-authenticate": 'Bearer realm="device"' });
    }
    const key = readApiKey(match[1] as string);
    if (!key) throw unknownKey();
    const retryAfter = limiter.take(key.hash);
    if (retryAfter > 0) throw tooManyAttempts(retryAfter);
    request.deviceKey = key;
  };
}

export function presentedKey(request: FastifyRequest): PresentedKey {
  if (!request.deviceKey) throw unknownKey();
  return request.deviceKey;
}
