import { PUSH_SUBSCRIPTIONS_MAX, type PushSubscription } from "@froyo/contracts";
import { and, eq, sql } from "drizzle-orm";
import { pushSubscriptions } from "../../db/schema/index.js";
import type { Tx } from "../../db/types.js";
import type { SettingsOwner } from "./settings.service.js";

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

const toSubscription = (row: Pick<PushSubscriptionRow, "id" | "endpoint" | "createdAt">): PushSubscription => ({
  id: row.id,
  endpoint: row.endpoint,
  created_at: row.createdAt.toISOString(),
});

/**
 * Subscribes a browser for the signed-in user, or renews their own subscription of it (new keys, counted as new).
 * An endpoint another user of the company holds stays theirs: null, and nothing changes. Taking it over would let
 * anyone who learns a colleague's endpoint turn their alerts off and send their own there (issue 26). A shared
 * computer still changes hands: the page then drops the browser's subscription, and the next one has a new endpoint.
 * A user keeps their PUSH_SUBSCRIPTIONS_MAX latest browsers: one more forgets the oldest. Refusing instead would
 * strand a user whose old browsers are gone without ever unsubscribing, as the page only manages the browser it
 * runs in.
 */
export async function upsertSubscription(
  tx: Tx,
  owner: SettingsOwner,
  input: { endpoint: string; p256dh: string; auth: string },
): Promise<PushSubscription | null> {
  const [row] = await tx
    .insert(pushSubscriptions)
    .values({ companyId: owner.companyId, userId: owner.userId, ...input })
    .onConflictDoUpdate({
      target: [pushSubscriptions.companyId, pushSubscriptions.endpoint],
      set: { p256dh: input.p256dh, auth: input.auth, createdAt: sql`now()` },
      setWhere: eq(pushSubscriptions.userId, owner.userId),
    })
    .returning();
  if (!row) return null;
  await tx.execute(
    sql`DELETE FROM push_subscriptions
        WHERE company_id = ${owner.companyId} AND user_id = ${owner.userId}
          AND id NOT IN (SELECT id FROM push_subscriptions
                         WHERE company_id = ${owner.companyId} AND user_id = ${owner.userId}
                         ORDER BY created_at DESC, id DESC LIMIT ${PUSH_SUBSCRIPTIONS_MAX})`,
  );
  return toSubscription(row);
}

/** Removes the user's own subscription of this endpoint; false when the user has none. */
export async function deleteOwnSubscription(tx: Tx, owner: SettingsOwner, endpoint: string): Promise<boolean> {
  const rows = await tx
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.companyId, owner.companyId),
        eq(pushSubscriptions.userId, owner.userId),
        eq(pushSubscriptions.endpoint, endpoint),
      ),
    )
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function findSubscription(
  tx: Tx,
  companyId: string,
  id: string,
): Promise<PushSubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.companyId, companyId), eq(pushSubscriptions.id, id)));
  return row;
}

/** The push service said the subscription is gone (404/410): it will never deliver again. */
export async function deleteSubscription(tx: Tx, companyId: string, id: string): Promise<void> {
  await tx
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.companyId, companyId), eq(pushSubscriptions.id, id)));
}
