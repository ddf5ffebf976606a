import type { NotificationItem } from "@froyo/contracts";
import { and, count, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { alertEvents, kiosks, notifications } from "../../db/schema/index.js";
import type { Tx } from "../../db/types.js";
import type { SettingsOwner } from "./settings.service.js";

const inboxOf = (owner: SettingsOwner, more?: SQL) =>
  and(
    eq(notifications.companyId, owner.companyId),
    eq(notifications.userId, owner.userId),
    eq(notifications.inInbox, true),
    more,
  );

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A code's link dies with the code (its events' `promo_code_id` is set null then): no link rather than a 404. */
export function liveLink(kind: string, link: string | null, promoCodeId: string | null): string | null {
  return kind === "promo_exhausted" && promoCodeId === null ? null : link;
}

/** A page of the user's inbox, newest first, with the kiosk's name as it is now and the code the event named. */
export async function listInbox(
  tx: Tx,
  owner: SettingsOwner,
  options: { unreadOnly: boolean; offset: number; limit: number; id?: string },
): Promise<NotificationItem[]> {
  const rows = await tx
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      data: alertEvents.data,
      kioskId: alertEvents.kioskId,
      promoCodeId: alertEvents.promoCodeId,
      kioskName: kiosks.name,
    })
    .from(notifications)
    .innerJoin(
      alertEvents,
      and(eq(alertEvents.companyId, notifications.companyId), eq(alertEvents.id, notifications.eventId)),
    )
    .leftJoin(kiosks, and(eq(kiosks.companyId, alertEvents.companyId), eq(kiosks.id, alertEvents.kioskId)))
    .where(
      inboxOf(
        owner,
        and(
          options.unreadOnly ? isNull(notifications.readAt) : undefined,
          options.id ? eq(notifications.id, options.id) : undefined,
        ),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .offset(options.offset)
    .limit(options.limit);
  return rows.map((row) => ({
    id: row.id,
    event: row.kind,
    title: row.title,
    body: row.body,
    link: liveLink(row.kind, row.link, row.promoCodeId),
    kiosk: row.kioskId ? { id: row.kioskId, name: row.kioskName ?? String(row.data.kiosk_name ?? "") } : null,
    promo_code: row.promoCodeId ? { id: row.promoCodeId, code: String(row.data.code ?? "") } : null,
    data: row.data,
    created_at: iso(row.createdAt) as string,
    read_at: iso(row.readAt),
  }));
}

export async function countInbox(tx: Tx, owner: SettingsOwner, unreadOnly: boolean): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(notifications)
    .where(inboxOf(owner, unreadOnly ? isNull(notifications.readAt) : undefined));
  return Number(row?.n ?? 0);
}

/** Marks one of the user's items read (again: the first time stays); false when the user has no such item. */
export async function markRead(tx: Tx, owner: SettingsOwner, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(inboxOf(owner, eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(tx: Tx, owner: SettingsOwner, now: Date): Promise<number> {
  const rows = await tx
    .update(notifications)
    .set({ readAt: now })
    .where(inboxOf(owner, isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
