import {
  defaultNotificationSettings,
  localClock,
  type NotificationEvent,
  type NotificationSettings,
} from "@froyo/contracts";
import { and, asc, eq } from "drizzle-orm";
import { alertEvents, notifications, pushSubscriptions } from "../src/db/schema/index.js";
import type { Database } from "../src/db/types.js";
import { loadNotificationSecrets } from "../src/modules/notifications/secrets.js";
import { saveSettings } from "../src/modules/notifications/settings.repository.js";
import { unsubscribeToken } from "../src/modules/notifications/unsubscribe-token.js";
import type { TestApp } from "./test-app.js";

/** Every notification of a company (optionally of one kiosk), as rows: who got which event. */
export async function notificationRows(database: Database, companyId: string, kioskId?: string) {
  return database.withTenant(companyId, (tx) =>
    tx
      .select({
        id: notifications.id,
        userId: notifications.userId,
        kind: notifications.kind,
        title: notifications.title,
        inInbox: notifications.inInbox,
        emailSentAt: notifications.emailSentAt,
        pushedAt: notifications.pushedAt,
        kioskId: alertEvents.kioskId,
        eventId: alertEvents.id,
      })
      .from(notifications)
      .innerJoin(
        alertEvents,
        and(eq(alertEvents.companyId, notifications.companyId), eq(alertEvents.id, notifications.eventId)),
      )
      .where(and(eq(notifications.companyId, companyId), kioskId ? eq(alertEvents.kioskId, kioskId) : undefined))
      .orderBy(asc(notifications.createdAt), asc(notifications.id)),
  );
}

/** The events of one kiosk, oldest first. */
export async function kioskEvents(database: Database, companyId: string, kioskId: string) {
  return database.withTenant(companyId, (tx) =>
    tx
      .select()
      .from(alertEvents)
      .where(and(eq(alertEvents.companyId, companyId), eq(alertEvents.kioskId, kioskId)))
      .orderBy(asc(alertEvents.createdAt), asc(alertEvents.id)),
  );
}

/** Stores settings for a user directly (the API's PUT is tested on its own). */
export async function setSettings(
  database: Database,
  companyId: string,
  userId: string,
  settings: NotificationSettings,
) {
  await database.withTenant(companyId, (tx) => saveSettings(tx, companyId, userId, settings));
}

/** A genuine unsubscribe token, signed with the key the app shares through the database. */
export async function unsubscribeTokenFor(
  t: TestApp,
  target: { companyId: string; userId: string; event: NotificationEvent },
): Promise<string> {
  const secrets = await loadNotificationSecrets(t.db.database.db, t.app.config);
  return unsubscribeToken(secrets.unsubscribeKey, target);
}

/** A row in each notification table of a company (row-level security's own test wants rows on both sides). */
export async function seedNotificationRows(database: Database, companyId: string, userId: string): Promise<void> {
  await database.withTenant(companyId, async (tx) => {
    const [event] = await tx
      .insert(alertEvents)
      .values({
        companyId,
        kind: "daily_digest",
        dedupeKey: `seed:${userId}`,
        userId,
        data: {},
        occurredAt: new Date(),
      })
      .returning();
    await tx.insert(notifications).values({
      companyId,
      userId,
      eventId: event?.id as string,
      kind: "daily_digest",
      title: "Seeded",
      body: "Seeded",
      inInbox: true,
      createdAt: new Date(),
    });
    await tx
      .insert(pushSubscriptions)
      .values({ companyId, userId, endpoint: `https://push.example.com/${userId}`, p256dh: "seed", auth: "seed" });
  });
  await setSettings(database, companyId, userId, defaultNotificationSettings("UTC"));
}

const ZONES = [
  "Pacific/Honolulu",
  "America/Anchorage",
  "America/Los_Angeles",
  "America/Denver",
  "America/Chicago",
  "America/New_York",
  "America/Sao_Paulo",
  "Atlantic/Azores",
  "UTC",
  "Europe/Paris",
  "Europe/Athens",
  "Europe/Moscow",
  "Asia/Dubai",
  "Asia/Karachi",
  "Asia/Dhaka",
  "Asia/Bangkok",
  "Asia/Shanghai",
  "Asia/Tokyo",
  "Australia/Brisbane",
  "Pacific/Noumea",
  "Pacific/Auckland",
  "Pacific/Kiritimati",
];

/** A real zone whose wall clock now shows an hour in [from, to]: the tests need "inside opening hours", "08:00". */
export function zoneAt(now: Date, from: number, to: number): string {
  const zone = ZONES.find((candidate) => {
    const { hour } = localClock(now, candidate);
    return hour >= from && hour <= to;
  });
  if (!zone) throw new Error(`No zone at ${from}–${to} h now`);
  return zone;
}
