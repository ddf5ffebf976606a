import { and, eq, inArray } from "drizzle-orm";
import { notifications, pushSubscriptions } from "../../../db/schema/index.js";
import type { Tx } from "../../../db/types.js";

export type NewNotification = typeof notifications.$inferInsert;

/** The users who have an inbox item of this event. */
export async function usersNotifiedOf(tx: Tx, companyId: string, eventId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(and(eq(notifications.companyId, companyId), eq(notifications.eventId, eventId)));
  return new Set(rows.map((row) => row.userId));
}

/** Inbox items, one statement; a user who has this event's already is skipped (the unique event and user). */
export async function insertNotifications(tx: Tx, rows: NewNotification[]) {
  return tx
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: notifications.id, userId: notifications.userId });
}

/** The browsers these users subscribed to push. */
export async function listPushSubscriptionsOf(tx: Tx, companyId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return tx
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.companyId, companyId), inArray(pushSubscriptions.userId, [...userIds])));
}
