import {
  defaultNotificationSettings,
  isKnownTimezone,
  NOTIFICATION_EVENTS,
  type NotificationSettings,
  notificationSettingsSchema,
  quietHoursSchema,
} from "@froyo/contracts";
import { and, eq, sql } from "drizzle-orm";
import { companies, notificationSettings } from "../../db/schema/index.js";
import type { Tx } from "../../db/types.js";

type SettingsRow = typeof notificationSettings.$inferSelect;

/**
 * A stored row read through today's contract: each event's entry that still parses is kept, any other (an event
 * added since, a threshold renamed) falls back to its default, so an old row never breaks a read or a delivery.
 */
export function settingsFromRow(row: SettingsRow | undefined, companyTimezone: string): NotificationSettings {
  const defaults = defaultNotificationSettings(companyTimezone);
  if (!row) return defaults;
  const eventsShape = notificationSettingsSchema.shape.events.shape;
  const events = { ...defaults.events } as Record<string, unknown>;
  for (const event of NOTIFICATION_EVENTS) {
    const parsed = eventsShape[event].safeParse(row.events[event]);
    if (parsed.success) events[event] = parsed.data;
  }
  const quiet = quietHoursSchema.safeParse({ start: row.quietHoursStart, end: row.quietHoursEnd });
  return {
    events: events as NotificationSettings["events"],
    quiet_hours: quiet.success ? quiet.data : null,
    timezone: isKnownTimezone(row.timezone) ? row.timezone : companyTimezone,
  };
}

export async function companyTimezoneOf(tx: Tx, companyId: string): Promise<string> {
  const [row] = await tx
    .select({ timezone: companies.defaultTimezone })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.timezone ?? "UTC";
}

export async function findSettings(tx: Tx, companyId: string, userId: string): Promise<SettingsRow | undefined> {
  const [row] = await tx
    .select()
    .from(notificationSettings)
    .where(and(eq(notificationSettings.companyId, companyId), eq(notificationSettings.userId, userId)));
  return row;
}

/** The user's settings, all of them in one write: a PUT (or an unsubscribe) never leaves half a change. */
export async function saveSettings(
  tx: Tx,
  companyId: string,
  userId: string,
  settings: NotificationSettings,
): Promise<void> {
  const values = {
    events: settings.events,
    quietHoursStart: settings.quiet_hours?.start ?? null,
    quietHoursEnd: settings.quiet_hours?.end ?? null,
    timezone: settings.timezone,
    updatedAt: sql`now()`,
  };
  await tx
    .insert(notificationSettings)
    .values({ companyId, userId, ...values })
    .onConflictDoUpdate({ target: [notificationSettings.companyId, notificationSettings.userId], set: values });
}
