import { createHmac, timingSafeEqual } from "node:crypto";
import { NOTIFICATION_EVENTS, type NotificationEvent } from "@froyo/contracts";
import { isUuid } from "../../lib/uuid.js";

export interface UnsubscribeTarget {
  companyId: string;
  userId: string;
  event: NotificationEvent;
}

const signatureOf = (key: Buffer, target: UnsubscribeTarget) =>
  createHmac("sha256", key).update(`unsubscribe|v1|${target.companyId}|${target.userId}|${target.event}`).digest();

/**
 * `v1.<company>.<user>.<event>.<HMAC-SHA256>`: the link names whose email of which event it stops, and the server's
 * key signs exactly that, so changing any part (another user, another event) breaks the signature. No expiry: an
 * old email's link should still work, and all it can ever do is turn one kind of email off.
 */
export function unsubscribeToken(key: Buffer, target: UnsubscribeTarget): string {
  return ["v1", target.companyId, target.userId, target.event, signatureOf(key, target).toString("base64url")].join(
    ".",
  );
}

/** The target of a genuine token; null for anything else (malformed, forged, signed with another key). */
export function readUnsubscribeToken(key: Buffer, token: string): UnsubscribeTarget | null {
  const [version, companyId, userId, event, signature, ...rest] = token.split(".");
  if (version !== "v1" || rest.length > 0 || !companyId || !userId || !event || !signature) return null;
  if (!isUuid(companyId) || !isUuid(userId) || !(NOTIFICATION_EVENTS as readonly string[]).includes(event)) return null;
  const target = {
    companyId: companyId.toLowerCase(),
    userId: userId.toLowerCase(),
    event: event as NotificationEvent,
  };
  const expected = signatureOf(key, target);
  const presented = Buffer.from(signature, "base64url");
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return null;
  return target;
}
