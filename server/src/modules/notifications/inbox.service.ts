import { createECDH } from "node:crypto";
import {
  NOTIFICATION_MESSAGES,
  type NotificationItem,
  type NotificationListQuery,
  type PushSubscription,
  type PushSubscriptionInput,
  pageMeta,
} from "@froyo/contracts";
import type { Database } from "../../db/types.js";
import type { Clock } from "../../lib/clock.js";
import { fieldError, HttpError, notFound } from "../../lib/http-errors.js";
import { isUuid } from "../../lib/uuid.js";
import { countInbox, listInbox, markAllRead, markRead } from "./inbox.repository.js";
import { deleteOwnSubscription, upsertSubscription } from "./push-subscriptions.repository.js";
import type { SettingsOwner } from "./settings.service.js";

/** The key must be a point on P-256, or every push to this browser would fail to encrypt, later and silently. */
function isP256Point(base64url: string): boolean {
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(base64url, "base64url"));
    return true;
  } catch {
    return false;
  }
}

export type InboxService = ReturnType<typeof createInboxService>;

/** The user's own inbox and browsers: every call is scoped to the signed-in user, a client and staff alike. */
export function createInboxService(options: { database: Database; clock: Clock }) {
  const { database, clock } = options;

  async function listNotifications(owner: SettingsOwner, query: NotificationListQuery) {
    const unreadOnly = query.unread === true;
    return database.withTenant(owner.companyId, async (tx) => {
      const total = await countInbox(tx, owner, unreadOnly);
      const unread = unreadOnly ? total : await countInbox(tx, owner, true);
      const offset = (query.page - 1) * query.per_page;
      const data = await listInbox(tx, owner, { unreadOnly, offset, limit: query.per_page });
      return { data, meta: { ...pageMeta(total, query.page, query.per_page), unread_count: unread } };
    });
  }

  async function countUnread(owner: SettingsOwner): Promise<number> {
    return database.withTenant(owner.companyId, (tx) => countInbox(tx, owner, true));
  }

  /** One item read; an id of anyone else's (another user, another company) is as missing as an unknown one. */
  async function readNotification(owner: SettingsOwner, id: string): Promise<NotificationItem> {
    if (!isUuid(id)) throw notFound();
    return database.withTenant(owner.companyId, async (tx) => {
      if (!(await markRead(tx, owner, id, clock.now()))) throw notFound();
      const [item] = await listInbox(tx, owner, { unreadOnly: false, offset: 0, limit: 1, id });
      if (!item) throw notFound();
      return item;
    });
  }

  async function readAll(owner: SettingsOwner): Promise<{ updated: number; unread: number }> {
    return database.withTenant(owner.companyId, async (tx) => ({
      updated: await markAllRead(tx, owner, clock.now()),
      unread: await countInbox(tx, owner, true),
    }));
  }

  async function subscribe(owner: SettingsOwner, input: PushSubscriptionInput): Promise<PushSubscription> {
    if (!isP256Point(input.keys.p256dh)) throw fieldError("keys.p256dh", NOTIFICATION_MESSAGES.badPushKey);
    const keys = { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
    const subscription = await database.withTenant(owner.companyId, (tx) => upsertSubscription(tx, owner, keys));
    if (!subscription) throw new HttpError(409, NOTIFICATION_MESSAGES.endpointTaken);
    return subscription;
  }

  async function unsubscribe(owner: SettingsOwner, endpoint: string): Promise<void> {
    const removed = await database.withTenant(owner.companyId, (tx) => deleteOwnSubscription(tx, owner, endpoint));
    if (!removed) throw notFound(NOTIFICATION_MESSAGES.unknownEndpoint);
  }

  return { listNotifications, countUnread, readNotification, readAll, subscribe, unsubscribe };
}
