import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** 256 random bits, URL-safe: session, CSRF, reset and invitation tokens. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are stored as SHA-256 digests: a leaked table holds nothing that signs anyone in. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function tokensEqual(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
