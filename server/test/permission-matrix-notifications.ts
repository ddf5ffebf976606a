import type { Expected, MatrixRow } from "./permission-matrix.js";

/**
 * The permission matrix's rows for notifications (issue 12). `view notifications` (the inbox) and `view|edit
 * notification settings` are held by staff and Client - Pro, not by the plain Client. Everything is the caller's
 * own, so each row's record belongs to the calling role's account. The unsubscribe link is public: its token is
 * the credential.
 */

/** anonymous 401, Super Admin, Company Admin and Client - Pro `status`, Client 403. */
const NOTIFIED = (status: number): Expected => ({
  anonymous: 401,
  "Super Admin": status,
  "Company Admin": status,
  Client: 403,
  "Client - Pro": status,
});
const PUBLIC = (status: number): Expected => ({
  anonymous: status,
  "Super Admin": status,
  "Company Admin": status,
  Client: status,
  "Client - Pro": status,
});

const SETTINGS = {
  events: {
    kiosk_offline: { inbox: true, email: true, push: true, minutes: 5 },
    kiosk_online: { inbox: true, email: false, push: false },
    tray_low: { inbox: true, email: true, push: false, percent: null },
    kiosk_too_warm: { inbox: true, email: true, push: true },
    kiosk_error: { inbox: true, email: false, push: true },
    no_sales: { inbox: true, email: false, push: false, hours: 3 },
    restock_due: { inbox: true, email: false, push: false, hours: 24 },
    promo_exhausted: { inbox: true, email: true, push: false },
    daily_digest: { inbox: false, email: true, push: false },
  },
  quiet_hours: { start: "22:00", end: "07:00" },
  timezone: "Europe/Paris",
};

export const NOTIFICATION_ROWS: MatrixRow[] = [
  {
    method: "GET",
    route: "/api/settings/notifications",
    expect: NOTIFIED(200),
    call: () => ({ url: "/api/settings/notifications" }),
  },
  {
    method: "PUT",
    route: "/api/settings/notifications",
    expect: NOTIFIED(200),
    call: () => ({ url: "/api/settings/notifications", body: SETTINGS }),
  },
  { method: "GET", route: "/api/notifications", expect: NOTIFIED(200), call: () => ({ url: "/api/notifications" }) },
  {
    method: "GET",
    route: "/api/notifications/count",
    expect: NOTIFIED(200),
    call: () => ({ url: "/api/notifications/count" }),
  },
  {
    method: "POST",
    route: "/api/notifications/:id/read",
    expect: NOTIFIED(200),
    call: async (f, role) => ({ url: `/api/notifications/${await f.notificationOf(role)}/read` }),
  },
  {
    method: "POST",
    route: "/api/notifications/read-all",
    expect: NOTIFIED(200),
    call: () => ({ url: "/api/notifications/read-all" }),
  },
  {
    method: "GET",
    route: "/api/notifications/push-key",
    expect: NOTIFIED(200),
    call: () => ({ url: "/api/notifications/push-key" }),
  },
  {
    method: "POST",
    route: "/api/notifications/push-subscriptions",
    expect: NOTIFIED(201),
    call: (f) => ({ url: "/api/notifications/push-subscriptions", body: f.newPushSubscription() }),
  },
  {
    method: "DELETE",
    route: "/api/notifications/push-subscriptions",
    expect: NOTIFIED(204),
    call: async (f, role) => ({
      url: "/api/notifications/push-subscriptions",
      body: { endpoint: await f.pushEndpointOf(role) },
    }),
  },
  {
    method: "GET",
    route: "/api/notifications/unsubscribe",
    expect: PUBLIC(200),
    call: async (f) => ({ url: `/api/notifications/unsubscribe?token=${await f.unsubscribeToken()}` }),
  },
  {
    method: "POST",
    route: "/api/notifications/unsubscribe",
    expect: PUBLIC(200),
    call: async (f) => ({ url: `/api/notifications/unsubscribe?token=${await f.unsubscribeToken()}` }),
  },
];
