import { createHash, randomBytes } from "node:crypto";
import { KIOSK_API_KEY_PATTERN } from "@froyo/contracts";

/**
 * A kiosk's API key: `fyk_` and the base64url of its company's id, its own id and 32 random bytes. The ids let the
 * key find its kiosk inside its company, under row-level security, without a lookup across tenants; the random
 * part is the secret. Only the SHA-256 of the whole key is stored (the secret has 256 bits: a slow hash adds
 * nothing), so a leaked table signs no kiosk in.
 */
const PREFIX = "fyk_";
const SECRET_BYTES = 32;
const KEY_BYTES = 16 + 16 + SECRET_BYTES;

export interface IssuedKey {
  apiKey: string;
  hash: string;
}

export interface PresentedKey {
  companyId: string;
  kioskId: string;
  hash: string;
}

export function hashApiKey(apiKey: string): string {
  return createHash("sha256").update(apiKey).digest("hex");
}

export function issueApiKey(companyId: string, kioskId: string): IssuedKey {
  const bytes = Buffer.concat([uuidBytes(companyId), uuidBytes(kioskId), randomBytes(SECRET_BYTES)]);
  const apiKey = `${PREFIX}${bytes.toString("base64url")}`;
  return { apiKey, hash: hashApiKey(apiKey) };
}

/**
 * The company and kiosk a presented key claims, with its hash to check; null when it cannot be one of ours (its
 * form is the contract's), decided before anything is hashed or asked.
 */
export function readApiKey(apiKey: string): PresentedKey | null {
  if (!KIOSK_API_KEY_PATTERN.test(apiKey)) return null;
  const encoded = apiKey.slice(PREFIX.length);
  const bytes = Buffer.from(encoded, "base64url");
  if (bytes.length !== KEY_BYTES || bytes.toString("base64url") !== encoded) return null;
  return {
    companyId: uuidText(bytes.subarray(0, 16)),
    kioskId: uuidText(bytes.subarray(16, 32)),
    hash: hashApiKey(apiKey),
  };
}

function uuidBytes(uuid: string): Buffer {
  return Buffer.from(uuid.replaceAll("-", ""), "hex");
}

function uuidText(bytes: Buffer): string {
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
