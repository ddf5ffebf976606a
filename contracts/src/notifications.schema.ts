import { z } from "zod";
import { pageMetaSchema, pageQuerySchema } from "./lists.schema.js";
import { PUSH_ENDPOINT_MESSAGES, pushEndpointProblem } from "./push-endpoint.js";
import { RESTOCK_WITHIN_HOURS_MAX } from "./restock.schema.js";
import { isSingleLine } from "./text.js";
import { isKnownTimezone } from "./timezones.js";

/**
 * Alerts and notifications (issue 12): what can happen, how each user wants to hear of it (settings), the in-app
 * inbox and the browser push subscriptions. Decision 022 says how events are detected and delivered.
 */

/** Every event a user can hear of, in the order the settings matrix lists them. */
export const NOTIFICATION_EVENTS = [
  "kiosk_offline",
  "kiosk_online",
  "tray_low",
  "kiosk_too_warm",
  "kiosk_error",
  "no_sales",
  "restock_due",
  "promo_exhausted",
  "daily_digest",
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export const NOTIFICATION_CHANNELS = ["inbox", "email", "push"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Kiosks sell between these local hours (the simulator's too): "no sale for N hours" only counts inside them. */
export const OPENING_HOURS = { open: 10, close: 22 } as const;
/** The daily sales digest goes out at this local hour of each user's timezone (or later that morning, once). */
export const DIGEST_HOUR = 8;
export const OFFLINE_MINUTES_MAX = 1440;
export const NO_SALES_HOURS_MAX = OPENING_HOURS.close - OPENING_HOURS.open;

const channel = (name: string) => z.boolean({ error: `The ${name} switch must be true or false.` });
const channels = { inbox: channel("inbox"), email: channel("email"), push: channel("push") };
const eventSettings = z.strictObject(channels, { error: "The event's settings are required." });

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `The ${label} must be a number.` })
    .int(`The ${label} must be a whole number.`)
    .min(min, `The ${label} must be at least ${min}.`)
    .max(max, `The ${label} must not be greater than ${max}.`);

/** `HH:MM`, 24-hour, local to the user's timezone. */
const localTime = z
  .string({ error: "The time must be given as HH:MM." })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "The time must be given as HH:MM.");

export const notificationTimezoneSchema = z
  .string({ error: "The timezone field is required." })
  .trim()
  .min(1, "The timezone field is required.")
  .refine(isKnownTimezone, "The timezone is not known.");

/** No email or push between `start` and `end` (local; may span midnight); the inbox still fills. */
export const quietHoursSchema = z
  .strictObject({ start: localTime, end: localTime }, { error: "The quiet hours must have a start and an end." })
  .refine((value) => value.start !== value.end, {
    message: "The quiet hours must not start and end at the same time.",
  });

/**
 * `GET|PUT /api/settings/notifications` → `.data`, and the whole body of the PUT (every event, every channel).
 * Thresholds: `kiosk_offline.minutes` (how long a kiosk is offline before you hear of it, beyond the online
 * window), `tray_low.percent` (at or under this share of a tray's capacity; null = each tray's own low threshold),
 * `no_sales.hours` (hours without a paid sale inside opening hours), `restock_due.hours` (a kiosk's `visit_by` falls
 * within this many hours; heard only by users who may see restocking).
 */
export const notificationSettingsSchema = z.strictObject({
  events: z.strictObject(
    {
      kiosk_offline: z.strictObject(
        { ...channels, minutes: whole("offline minutes", 0, OFFLINE_MINUTES_MAX) },
        { error: "The event's settings are required." },
      ),
      kiosk_online: eventSettings,
      tray_low: z.strictObject(
        { ...channels, percent: whole("low tray percent", 1, 100).nullable() },
        { error: "The event's settings are required." },
      ),
      kiosk_too_warm: eventSettings,
      kiosk_error: eventSettings,
      no_sales: z.strictObject(
        { ...channels, hours: whole("no-sales hours", 1, NO_SALES_HOURS_MAX) },
        { error: "The event's settings are required." },
      ),
      restock_due: z.strictObject(
        { ...channels, hours: whole("restock hours", 1, RESTOCK_WITHIN_HOURS_MAX) },
        { error: "The event's settings are required." },
      ),
      promo_exhausted: eventSettings,
      daily_digest: eventSettings,
    },
    { error: "The events field is required." },
  ),
  quiet_hours: quietHoursSchema.nullable(),
  timezone: notificationTimezoneSchema,
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/**
 * What a user gets before saving anything: the inbox for everything, email for what needs someone on site (or the
 * digest), push (once a browser subscribes) for what cannot wait. The timezone defaults to the company's.
 */
export function defaultNotificationSettings(timezone: string): NotificationSettings {
  const on = (inbox: boolean, email: boolean, push: boolean) => ({ inbox, email, push });
  return {
    events: {
      kiosk_offline: { ...on(true, true, true), minutes: 10 },
      kiosk_online: on(true, false, false),
      tray_low: { ...on(true, true, false), percent: null },
      kiosk_too_warm: on(true, true, true),
      kiosk_error: on(true, false, true),
      no_sales: { ...on(true, false, false), hours: 3 },
      // Opt-in: an empty tray is due at once, so on by default it would fill every inbox the day it shipped.
      restock_due: { ...on(false, false, false), hours: 24 },
      promo_exhausted: on(true, true, false),
      daily_digest: on(false, true, false),
    },
    quiet_hours: null,
    timezone,
  };
}

/**
 * `GET` and `PUT /api/settings/notifications`: the settings, and whether the user ever saved them. Until then the
 * timezone is the company's; a person is usually where their browser is, so the web app proposes that one instead.
 */
export const notificationSettingsAnswerSchema = z.object({
  data: notificationSettingsSchema,
  meta: z.object({ saved: z.boolean() }),
});
export type NotificationSettingsAnswer = z.infer<typeof notificationSettingsAnswerSchema>;

/** One inbox item (`GET /api/notifications`): English text, plus the event and its facts for other languages. */
export const notificationSchema = z.object({
  id: z.string().uuid(),
  event: z.enum(NOTIFICATION_EVENTS),
  title: z.string(),
  body: z.string(),
  /** A path of the web app: the kiosk (`/dashboard?kiosk=<id>`) or the code (`/promo-codes?code=<id>`). */
  link: z.string().nullable(),
  kiosk: z.object({ id: z.string().uuid(), name: z.string() }).nullable(),
  promo_code: z.object({ id: z.string().uuid(), code: z.string() }).nullable(),
  /** The event's facts (tray position and level, error codes, digest figures, …) as recorded. */
  data: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

/** `GET /api/notifications`: newest first; `unread=true` for the unread only. */
export const notificationListQuerySchema = pageQuerySchema.extend({
  unread: z
    .enum(["true", "1"], { error: "The unread filter must be true." })
    .transform(() => true)
    .optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationPageSchema = z.object({
  data: z.array(notificationSchema),
  meta: pageMetaSchema.extend({ unread_count: z.number().int() }),
});
export const notificationCountSchema = z.object({ unread: z.number().int() });

/** base64url without or with padding, of exactly `bytes` bytes. */
const base64urlOf = (bytes: number) => new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}=*$`);

/** Browsers a user may have subscribed at once; subscribing one more forgets their oldest (decision 022). */
export const PUSH_SUBSCRIPTIONS_MAX = 10;

/**
 * `POST /api/notifications/push-subscriptions`: the browser's `PushSubscription.toJSON()` as it comes. The endpoint
 * is the push service's https URL (a public host, port 443: push-endpoint.ts); `p256dh` is the browser's P-256
 * public key (65 bytes), `auth` its 16-byte secret.
 */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z
    .string({ error: "The endpoint field is required." })
    .max(2048, "The endpoint must not be greater than 2048 characters.")
    .url("The endpoint must be an https URL.")
    .refine((value) => value.startsWith("https://") && isSingleLine(value), "The endpoint must be an https URL.")
    .refine(
      (value) => pushEndpointProblem(value) !== PUSH_ENDPOINT_MESSAGES.notPublic,
      PUSH_ENDPOINT_MESSAGES.notPublic,
    )
    .refine((value) => pushEndpointProblem(value) !== PUSH_ENDPOINT_MESSAGES.port, PUSH_ENDPOINT_MESSAGES.port),
  expirationTime: z.number({ error: "The expiration time must be a number." }).nullable().optional(),
  keys: z.object(
    {
      p256dh: z
        .string({ error: "The p256dh key is required." })
        .regex(base64urlOf(65), "The p256dh key must be a base64url P-256 public key."),
      auth: z
        .string({ error: "The auth secret is required." })
        .regex(base64urlOf(16), "The auth secret must be 16 bytes in base64url."),
    },
    { error: "The keys field is required." },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

/** `DELETE /api/notifications/push-subscriptions`: this browser's endpoint. */
export const pushUnsubscribeSchema = z.strictObject({
  endpoint: z
    .string({ error: "The endpoint field is required." })
    .max(2048, "The endpoint is not known.")
    .refine(isSingleLine, "The endpoint is not known."),
});

export const pushSubscriptionSchema = z.object({ id: z.string().uuid(), endpoint: z.string(), created_at: z.string() });
export type PushSubscription = z.infer<typeof pushSubscriptionSchema>;

/** `GET /api/notifications/push-key`: the VAPID public key, base64url, for `pushManager.subscribe`. */
export const pushKeySchema = z.object({ public_key: z.string() });

/**
 * What the service worker receives in each push (JSON, encrypted per RFC 8291): show `title` and `body`, open
 * `url` (an absolute URL on the company's subdomain) on click, `tag` replaces an earlier one of the same kiosk.
 */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
  event: z.enum(NOTIFICATION_EVENTS),
  notification_id: z.string().uuid(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** `?token=` of the unsubscribe link in every notification email. */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: "The token field is required." })
    .min(1, "The token field is required.")
    .max(400, "This unsubscribe link is not valid."),
});
