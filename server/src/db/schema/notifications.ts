import { NOTIFICATION_EVENTS } from "@froyo/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companyIdColumn, createdAt, idColumn } from "./columns.js";
import { companies } from "./companies.js";
import { kiosks } from "./kiosks.js";
import { promoCodes } from "./promo-codes.js";
import { users } from "./users.js";

/**
 * Durable jobs (server/src/jobs): claimed with `FOR UPDATE SKIP LOCKED` under a lease, so each runs on one app
 * process at a time and a process that dies mid-job only delays it. Not tenant data (like throttle_counters): the
 * payload names the company, and the handler scopes itself to it. A recurring job has `every_seconds`.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    dedupeKey: text("dedupe_key"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    everySeconds: integer("every_seconds"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(8),
    lockedBy: text("locked_by"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("jobs_dedupe_key").on(t.dedupeKey),
    index("jobs_due_idx").on(t.runAt).where(sql`${t.failedAt} IS NULL`),
    check("jobs_every_check", sql`${t.everySeconds} IS NULL OR ${t.everySeconds} > 0`),
  ],
);

/** Keys made once and shared by every process (VAPID key pair, unsubscribe HMAC key). Not tenant data. */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/** A user's choices (contracts' notificationSettingsSchema); no row = the defaults. */
export const notificationSettings = pgTable(
  "notification_settings",
  {
    companyId: companyIdColumn(),
    userId: uuid("user_id").notNull(),
    events: jsonb("events").$type<Record<string, unknown>>().notNull(),
    quietHoursStart: text("quiet_hours_start"),
    quietHoursEnd: text("quiet_hours_end"),
    timezone: text("timezone").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    foreignKey({ columns: [t.companyId, t.userId], foreignColumns: [users.companyId, users.id] }).onDelete("cascade"),
    check(
      "notification_settings_quiet_hours_check",
      sql`(${t.quietHoursStart} IS NULL) = (${t.quietHoursEnd} IS NULL)`,
    ),
  ],
);

/** One browser's push subscription; an endpoint belongs to the user who subscribed it last (a shared browser). */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    userId: uuid("user_id").notNull(),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    unique("push_subscriptions_endpoint_key").on(t.companyId, t.endpoint),
    index("push_subscriptions_user_idx").on(t.companyId, t.userId),
    foreignKey({ columns: [t.companyId, t.userId], foreignColumns: [users.companyId, users.id] }).onDelete("cascade"),
  ],
);

/**
 * What happened, once: `dedupe_key` is unique per company, so however many processes notice an event, one row is
 * kept. A condition that lasts (a kiosk offline, a tray low for one user) is an episode: `episode_key` is unique
 * among open rows and `closed_at` ends it. `user_id` is set on events for one user (their own thresholds, digest).
 */
export const alertEvents = pgTable(
  "alert_events",
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    kind: text("kind", { enum: NOTIFICATION_EVENTS }).notNull(),
    dedupeKey: text("dedupe_key").notNull(),
    episodeKey: text("episode_key"),
    kioskId: uuid("kiosk_id"),
    promoCodeId: uuid("promo_code_id"),
    userId: uuid("user_id"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** The condition last observed (an error code: the last heartbeat reporting it); it closes once long absent. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
    /** The last fan-out: users whose threshold (offline minutes) had passed by then have the event already. */
    fannedOutAt: timestamp("fanned_out_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    unique("alert_events_dedupe_key").on(t.companyId, t.dedupeKey),
    uniqueIndex("alert_events_open_episode_key")
      .on(t.companyId, t.episodeKey)
      .where(sql`${t.closedAt} IS NULL AND ${t.episodeKey} IS NOT NULL`),
    index("alert_events_open_kind_idx").on(t.companyId, t.kind).where(sql`${t.closedAt} IS NULL`),
    index("alert_events_open_kiosk_idx").on(t.companyId, t.kioskId, t.kind).where(sql`${t.closedAt} IS NULL`),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete("cascade"),
    // The migration narrows this to `ON DELETE SET NULL ("promo_code_id")`: company_id is never cleared.
    foreignKey({
      name: "alert_events_promo_code_fk",
      columns: [t.companyId, t.promoCodeId],
      foreignColumns: [promoCodes.companyId, promoCodes.id],
    }).onDelete("set null"),
    foreignKey({ columns: [t.companyId, t.kioskId], foreignColumns: [kiosks.companyId, kiosks.id] }).onDelete(
      "cascade",
    ),
    foreignKey({ columns: [t.companyId, t.userId], foreignColumns: [users.companyId, users.id] }).onDelete("cascade"),
  ],
);

/** An event as one user gets it: the inbox item (when `in_inbox`) and the record of its email and push. */
export const notifications = pgTable(
  "notifications",
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    userId: uuid("user_id").notNull(),
    eventId: uuid("event_id").notNull(),
    kind: text("kind", { enum: NOTIFICATION_EVENTS }).notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    link: text("link"),
    inInbox: boolean("in_inbox").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    emailSentAt: timestamp("email_sent_at", { withTimezone: true }),
    pushedAt: timestamp("pushed_at", { withTimezone: true }),
    /** The browsers (push subscription ids) this notification has been pushed to. */
    pushedTo: uuid("pushed_to").array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    unique("notifications_event_user_key").on(t.companyId, t.eventId, t.userId),
    index("notifications_inbox_idx").on(t.companyId, t.userId, t.createdAt, t.id).where(sql`${t.inInbox}`),
    index("notifications_unread_idx").on(t.companyId, t.userId).where(sql`${t.inInbox} AND ${t.readAt} IS NULL`),
    foreignKey({ columns: [t.companyId, t.userId], foreignColumns: [users.companyId, users.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.companyId, t.eventId], foreignColumns: [alertEvents.companyId, alertEvents.id] }).onDelete(
      "cascade",
    ),
  ],
);
