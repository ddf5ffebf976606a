import { defaultNotificationSettings, type NotificationItem, pageMeta } from "@froyo/contracts";
import type { NotificationPage } from "./api/get-notifications";

/** Test fixtures of the notifications feature (imported by its tests only). */

export const KIOSK_ID = "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c5001";
export const CODE_ID = "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c5002";

let next = 0;

export function makeNotification(overrides: Partial<NotificationItem> = {}): NotificationItem {
  next += 1;
  return {
    id: `0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c6${String(next).padStart(3, "0")}`,
    event: "kiosk_offline",
    title: "Kiosk offline: Santa Monica Pier",
    body: "Santa Monica Pier has sent no heartbeat since 26 Nov 2026, 09:00 (UTC).",
    link: `/dashboard?kiosk=${KIOSK_ID}`,
    kiosk: { id: KIOSK_ID, name: "Santa Monica Pier" },
    promo_code: null,
    data: { kiosk_name: "Santa Monica Pier", last_seen_at: "2026-11-26T09:00:00.000Z" },
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    read_at: null,
    ...overrides,
  };
}

export function usedUpCode(overrides: Partial<NotificationItem> = {}): NotificationItem {
  return makeNotification({
    event: "promo_exhausted",
    title: "Promo code used up: WELCOME10",
    body: "WELCOME10 has been redeemed 100 times, its limit: kiosks refuse it from now on.",
    link: `/promo-codes?code=${CODE_ID}`,
    kiosk: null,
    promo_code: { id: CODE_ID, code: "WELCOME10" },
    data: { code: "WELCOME10", uses: 100, kiosk_ids: [] },
    ...overrides,
  });
}

export function inboxPage(items: NotificationItem[], options: { unread?: number; total?: number; page?: number } = {}) {
  const total = options.total ?? items.length;
  const unread = options.unread ?? items.filter((item) => item.read_at === null).length;
  return { data: items, meta: { ...pageMeta(total, options.page ?? 1, 20), unread_count: unread } } as NotificationPage;
}

/** GET /api/settings/notifications: saved ones unless told otherwise (never saved: the company's timezone). */
export const settingsOf = (timezone = "Europe/Paris", saved = true) => ({
  data: defaultNotificationSettings(timezone),
  meta: { saved },
});
