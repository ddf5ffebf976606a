import type { NotificationItem } from "@froyo/contracts";
import { describe, expect, it } from "vitest";
import { i18n } from "../../../i18n/i18n";
import { makeNotification, usedUpCode } from "../notification-fixtures";
import "../use-notifications-translation";
import { notificationText } from "./notification-text";

const english = (item: NotificationItem) => notificationText(i18n.getFixedT("en", "notifications"), item, "en", "USD");

describe("an item's text from its event and facts", () => {
  it("writes each event's title and body", () => {
    const offline = english(makeNotification());
    expect(offline.title).toBe("Kiosk offline: Santa Monica Pier");
    expect(offline.body).toMatch(/^Santa Monica Pier has sent no heartbeat since .+2026.+\.$/);
    expect(english(usedUpCode())).toEqual({
      title: "Promo code used up: WELCOME10",
      body: "WELCOME10 has been redeemed 100 times, its limit: kiosks refuse it from now on.",
    });
    const tray = english(
      makeNotification({
        event: "tray_low",
        data: { kiosk_name: "Pier", position: 2, level: 5, capacity: 50, product_name: null },
      }),
    );
    expect(tray).toEqual({
      title: "Tray low: Santa Monica Pier, tray 2",
      body: "Tray 2 (empty slot) of Santa Monica Pier is at 5 of 50.",
    });
    const online = english(makeNotification({ event: "kiosk_online", data: { offline_ms: 150 * 60_000 } }));
    expect(online.body).toBe("Santa Monica Pier is sending heartbeats again after 2.5 hours offline.");
    const quiet = english(makeNotification({ event: "no_sales", data: { hours: 1, since_local: "14:00" } }));
    expect(quiet.body).toBe(
      "Santa Monica Pier has made no sale for 1 hour of its opening time (14:00 onwards, kiosk time).",
    );
  });

  it("reads the digest's date as a calendar day and its revenue in the company's currency", () => {
    const digest = english(
      makeNotification({
        event: "daily_digest",
        kiosk: null,
        link: "/dashboard",
        data: { date: "2026-11-25", orders: 42, revenue_cents: 123456, kiosks: 6 },
      }),
    );
    expect(digest).toEqual({
      title: "Sales on Nov 25, 2026: $1,234.56",
      body: "42 orders and $1,234.56 in revenue across 6 kiosks on Nov 25, 2026.",
    });
  });

  it("keeps the server's English when the facts are not as expected", () => {
    const odd = makeNotification({ event: "kiosk_too_warm", title: "Server title", body: "Server body", data: {} });
    expect(english(odd)).toEqual({ title: "Server title", body: "Server body" });
  });
});
