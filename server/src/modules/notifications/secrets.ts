import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import webPush from "web-push";
import { appSecrets } from "../../db/schema/index.js";
import type { AppDb } from "../../db/types.js";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface NotificationSecrets {
  vapid: VapidKeys;
  /** The HMAC key of unsubscribe links: the same on every process, so any of them can check any link. */
  unsubscribeKey: Buffer;
}

/**
 * A secret every process shares: made by the first process that asks and stored, then read by all (the insert
 * that loses the race does nothing, and both read the winner's).
 */
async function sharedSecret(db: AppDb, name: string, make: () => string): Promise<string> {
  await db.execute(
    sql`INSERT INTO app_secrets (name, value) VALUES (${name}, ${make()}) ON CONFLICT (name) DO NOTHING`,
  );
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`The shared secret ${name} could not be read back.`);
  return row.value;
}

/**
 * The VAPID key pair from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set (an operator who already has one, or keeps
 * keys out of the database), else made once and kept in `app_secrets`: subscriptions are bound to the public key,
 * so it must never change by itself, whichever process starts first.
 */
export async function loadNotificationSecrets(
  db: AppDb,
  config: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string; VAPID_SUBJECT: string },
): Promise<NotificationSecrets> {
  const pair =
    config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
      ? { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY }
      : (JSON.parse(await sharedSecret(db, "vapid", () => JSON.stringify(webPush.generateVAPIDKeys()))) as {
          publicKey: string;
          privateKey: string;
        });
  const hmac = await sharedSecret(db, "unsubscribe-hmac", () => randomBytes(32).toString("base64url"));
  return { vapid: { ...pair, subject: config.VAPID_SUBJECT }, unsubscribeKey: Buffer.from(hmac, "base64url") };
}
