import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { alertEvents } from "../../../db/schema/index.js";
import type { Tx } from "../../../db/types.js";

/** The kiosk's open error episodes: each one's code and when a heartbeat last reported it. */
export async function listOpenKioskErrors(tx: Tx, companyId: string, kioskId: string) {
  return tx
    .select({ id: alertEvents.id, code: sql<string>`${alertEvents.data}->>'code'`, seenAt: alertEvents.lastSeenAt })
    .from(alertEvents)
    .where(
      and(
        eq(alertEvents.companyId, companyId),
        eq(alertEvents.kioskId, kioskId),
        eq(alertEvents.kind, "kiosk_error"),
        isNull(alertEvents.closedAt),
      ),
    );
}

/** The conditions of these events were observed again at `now`. */
export async function markEventsSeen(tx: Tx, companyId: string, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(alertEvents)
    .set({ lastSeenAt: now })
    .where(and(eq(alertEvents.companyId, companyId), inArray(alertEvents.id, [...ids])));
}
