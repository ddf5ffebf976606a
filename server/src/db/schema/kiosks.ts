import { REPORTED_STATUSES } from "@froyo/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companyIdColumn, createdAt, idColumn, updatedAt } from "./columns.js";
import { companies } from "./companies.js";
import { products } from "./products.js";
import { users } from "./users.js";

/**
 * Kiosks in the field, each owned by a client of the company. The API key is stored as a SHA-256 hash only (the key
 * is 32 random bytes, so a fast hash is enough). A deleted kiosk is kept (`deleted_at`, its key hash cleared) so its
 * sales keep their kiosk. Status is derived when read: see kiosks.repository.ts.
 */
export const kiosks = pgTable(
  "kiosks",
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    /** Null only on a deleted kiosk whose owner was deleted after it. */
    ownerId: uuid("owner_id"),
    name: text("name").notNull(),
    serialNumber: text("serial_number").notNull(),
    address: text("address").notNull().default(""),
    timezone: text("timezone").notNull(),
    apiKeyHash: text("api_key_hash"),
    active: boolean("active").notNull().default(true),
    /**
     * A kiosk of the demo (the seed's and the simulator's own): the only ones the simulator and the embedded demo's
     * live fleet may re-key and drive. Set when the kiosk is created, never by an edit.
     */
    isDemo: boolean("is_demo").notNull().default(false),
    reportedStatus: text("reported_status", { enum: REPORTED_STATUSES }),
    errorCodes: text("error_codes").array().notNull().default([]),
    temperatureC: doublePrecision("temperature_c"),
    temperatureLimitC: doublePrecision("temperature_limit_c").notNull().default(5),
    warmWindowMinutes: integer("warm_window_minutes").notNull().default(15),
    /** Since when the reported temperature has stayed above the limit; null when it is not. */
    warmSince: timestamp("warm_since", { withTimezone: true }),
    lastHeartbeatAt: timestamp("last_heartbeat_at", { withTimezone: true }),
    /** The kiosk's own clock at its last heartbeat (`sent_at`), and how far it was from ours. */
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    clockSkewMs: bigint("clock_skew_ms", { mode: "number" }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex("kiosks_company_serial_key")
      .on(t.companyId, sql`lower(${t.serialNumber})`)
      .where(sql`${t.deletedAt} IS NULL`),
    index("kiosks_owner_idx").on(t.companyId, t.ownerId),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete("cascade"),
    // A user who owns live kiosks cannot be deleted (the users service refuses); a deleted kiosk lets its owner go
    // (the migration writes ON DELETE SET NULL (owner_id): company_id stays).
    foreignKey({ columns: [t.companyId, t.ownerId], foreignColumns: [users.companyId, users.id] }).onDelete("set null"),
  ],
);

/**
 * A kiosk's trays. `level_set_at` is when the level was last set outright (a heartbeat's `sent_at` on the kiosk's
 * clock, or the time of an edit or refill): a sale that occurred before it is already counted in that level.
 */
export const trays = pgTable(
  "trays",
  {
    companyId: companyIdColumn(),
    kioskId: uuid("kiosk_id").notNull(),
    id: idColumn(),
    position: smallint("position").notNull(),
    productId: uuid("product_id"),
    capacity: integer("capacity").notNull(),
    level: integer("level").notNull().default(0),
    lowThreshold: integer("low_threshold").notNull(),
    /** The level a service visit fills the tray to (1…capacity); its capacity unless set lower (migration 0018). */
    parLevel: integer("par_level").notNull(),
    levelSetAt: timestamp("level_set_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    unique("trays_kiosk_position_key").on(t.companyId, t.kioskId, t.position),
    foreignKey({ columns: [t.companyId, t.kioskId], foreignColumns: [kiosks.companyId, kiosks.id] }).onDelete(
      "cascade",
    ),
    foreignKey({ columns: [t.companyId, t.productId], foreignColumns: [products.companyId, products.id] }),
    check("trays_capacity_check", sql`${t.capacity} > 0`),
    check("trays_level_check", sql`${t.level} >= 0 AND ${t.level} <= ${t.capacity}`),
    check("trays_threshold_check", sql`${t.lowThreshold} >= 0 AND ${t.lowThreshold} <= ${t.capacity}`),
    check("trays_par_level_check", sql`${t.parLevel} >= 1 AND ${t.parLevel} <= ${t.capacity}`),
  ],
);
