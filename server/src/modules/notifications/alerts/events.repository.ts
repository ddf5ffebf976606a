import type { NotificationEvent } from "@froyo/contracts";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { alertEvents } from "../../../db/schema/index.js";
import type { Tx } from "../../../db/types.js";
import { enqueueJob } from "../../../jobs/job-store.js";

export type AlertEvent = typeof alertEvents.$inferSelect;

export interface NewAlertEvent {
  kind: NotificationEvent;
  /** Unique per company for ever: the same event noticed twice (two processes, a retried job) is stored once. */
  dedupeKey: string;
  /** A lasting condition: one open event per key until it is closed. */
  episodeKey?: string;
  kioskId?: string;
  promoCodeId?: string;
  /** An event for one user only (their own threshold, their digest). */
  userId?: string;
  /** When the condition was last observed (error codes: see heartbeat-alerts.ts). */
  lastSeenAt?: Date;
  data: Record<string, unknown>;
  occurredAt: Date;
}

export const FAN_OUT_JOB = "alerts.fan-out";

/**
 * Stores an event unless it is known already (its dedupe key) or its episode is still open: the new row, or null.
 * One statement, so two processes noticing the same thing at once cannot both succeed.
 */
export async function recordEvent(tx: Tx, companyId: string, event: NewAlertEvent): Promise<AlertEvent | null> {
  const [row] = await tx
    .insert(alertEvents)
    .values({
      companyId,
      kind: event.kind,
      dedupeKey: event.dedupeKey,
      episodeKey: event.episodeKey ?? null,
      kioskId: event.kioskId ?? null,
      promoCodeId: event.promoCodeId ?? null,
      userId: event.userId ?? null,
      lastSeenAt: event.lastSeenAt ?? null,
      data: event.data,
      occurredAt: event.occurredAt,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * Records an event and queues its fan-out in the same transaction, for the request paths (a heartbeat, a
 * redemption): they commit the event with their own change and leave the reading of users and settings to a job.
 */
export async function recordEventForLater(
  tx: Tx,
  companyId: string,
  event: NewAlertEvent,
  now: Date,
): Promise<AlertEvent | null> {
  const row = await recordEvent(tx, companyId, event);
  if (row) {
    await enqueueJob(tx, {
      name: FAN_OUT_JOB,
      payload: { companyId, eventId: row.id },
      runAt: now,
      dedupeKey: `fan-out:${row.id}`,
    });
  }
  return row;
}

export async function findEvent(tx: Tx, companyId: string, id: string): Promise<AlertEvent | undefined> {
  const [row] = await tx
    .select()
    .from(alertEvents)
    .where(and(eq(alertEvents.companyId, companyId), eq(alertEvents.id, id)));
  return row;
}

/** Of these dedupe keys, those an event of the company already has. */
export async function existingDedupeKeys(tx: Tx, companyId: string, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await tx
    .select({ key: alertEvents.dedupeKey })
    .from(alertEvents)
    .where(and(eq(alertEvents.companyId, companyId), inArray(alertEvents.dedupeKey, [...keys])));
  return new Set(rows.map((row) => row.key));
}

export async function openEvents(tx: Tx, companyId: string, kind: NotificationEvent): Promise<AlertEvent[]> {
  return tx
    .select()
    .from(alertEvents)
    .where(and(eq(alertEvents.companyId, companyId), eq(alertEvents.kind, kind), isNull(alertEvents.closedAt)));
}

/**
 * The event, locked, if it is still open (SKIP LOCKED: a heartbeat holding it is closing it). An outage is fanned
 * out only through this: a heartbeat that ends it then waits for the fan-out to commit, so its "back online" is
 * fanned out after, to everyone who was told "offline" (sweep.ts).
 */
export async function lockOpenEvent(tx: Tx, companyId: string, id: string): Promise<AlertEvent | undefined> {
  const [row] = await tx
    .select()
    .from(alertEvents)
    .where(and(eq(alertEvents.companyId, companyId), eq(alertEvents.id, id), isNull(alertEvents.closedAt)))
    .for("update", { skipLocked: true });
  return row;
}

export async function markFannedOut(tx: Tx, event: AlertEvent, now: Date): Promise<void> {
  await tx
    .update(alertEvents)
    .set({ fannedOutAt: now })
    .where(and(eq(alertEvents.companyId, event.companyId), eq(alertEvents.id, event.id)));
}

/** Ends episodes (by event id): the condition no longer holds, so the next time it does is a new event. */
export async function closeEvents(tx: Tx, companyId: string, ids: string[], now: Date): Promise<AlertEvent[]> {
  if (ids.length === 0) return [];
  return tx
    .update(alertEvents)
    .set({ closedAt: now })
    .where(and(eq(alertEvents.companyId, companyId), inArray(alertEvents.id, ids), isNull(alertEvents.closedAt)))
    .returning();
}

/** Ends the open episode of one key (a kiosk's outage when it is heard from again): the closed event, if any. */
export async function closeEpisode(
  tx: Tx,
  companyId: string,
  episodeKey: string,
  now: Date,
): Promise<AlertEvent | null> {
  const [row] = await tx
    .update(alertEvents)
    .set({ closedAt: sql`${now.toISOString()}::timestamptz` })
    .where(
      and(eq(alertEvents.companyId, companyId), eq(alertEvents.episodeKey, episodeKey), isNull(alertEvents.closedAt)),
    )
    .returning();
  return row ?? null;
}
