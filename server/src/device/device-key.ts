import { DEVICE_MESSAGES } from "@froyo/contracts";
import type { FastifyRequest } from "fastify";
import { HttpError, tooManyAttempts } from "../lib/http-errors.js";
import { type DeviceKiosk, type PresentedKey, readApiKey } from "../modules/kiosks/device-kiosks.service.js";
import { deviceError, unknownKey } from "./device-errors.js";
import type { DeviceKeyGate, KeyCheck } from "./device-key-gate.js";
import type { RateLimiter } from "./rate-limiter.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The API key a device call presented (its company, kiosk and hash; checked against the database later). */
    deviceKey?: PresentedKey;
    /** The attempt the key gate let through, settled by the database's answer (checkedKey). */
    deviceKeyCheck?: KeyCheck;
    /** The kiosk that key belongs to, once the database has said so. */
    deviceKiosk?: DeviceKiosk;
  }
}

/**
 * `onRequest` of every device route: reads `Authorization: Bearer <api_key>` (no cookie, no session: a browser
 * session never authenticates a device call). A key not of the contract's form is answered 401 at once: no hash, no
 * database. A well-formed one passes the gate of its client address (device-key-gate.ts: 429 once that address has
 * failed too many checks) and then spends one call of the key's own rate limit, keyed by the key's hash, so someone
 * guessing keys for a kiosk never spends that kiosk's allowance.
 */
export function deviceKeyHook(gate: DeviceKeyGate, limiter: RateLimiter) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization;
    const match = typeof header === "string" ? /^Bearer +(\S+) *$/i.exec(header) : null;
    if (!match) {
      throw new HttpError(401, DEVICE_MESSAGES.missingKey, { "www-authenticate": 'Bearer realm="device"' });
    }
    const key = readApiKey(match[1] as string);
    if (!key) throw unknownKey();
    request.deviceKeyCheck = await gate.admit(request.ip, key.hash);
    const retryAfter = limiter.take(key.hash);
    if (retryAfter > 0) throw tooManyAttempts(retryAfter);
    request.deviceKey = key;
  };
}

/**
 * Runs the database's check of the presented key (`check` throws its FY401/FY403, see device-errors.ts) and settles
 * the gate's attempt with the outcome: an unknown key counts against its address, a kiosk's key (disabled or not)
 * does not. Answers what `check` answered, or throws the device error its failure stands for.
 */
export async function checkedKey<T>(request: FastifyRequest, check: (key: PresentedKey) => Promise<T>): Promise<T> {
  const key = presentedKey(request);
  let answer: T;
  try {
    answer = await check(key);
  } catch (error) {
    const refusal = deviceError(error);
    if (refusal instanceof HttpError && refusal.statusCode === 401) await settle(request, "failed");
    if (refusal instanceof HttpError && refusal.statusCode === 403) await settle(request, "passed");
    throw refusal;
  }
  await settle(request, "passed");
  return answer;
}

/** The call's own answer matters more than the bookkeeping: a settling that fails leaves the attempt counted. */
async function settle(request: FastifyRequest, outcome: keyof KeyCheck): Promise<void> {
  await request.deviceKeyCheck?.[outcome]().catch((error: unknown) => {
    request.log.warn({ err: error }, "The kiosk key's attempt could not be settled");
  });
  request.deviceKeyCheck = undefined;
}

export function presentedKey(request: FastifyRequest): PresentedKey {
  if (!request.deviceKey) throw unknownKey();
  return request.deviceKey;
}
