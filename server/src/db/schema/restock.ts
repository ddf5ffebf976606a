import { REMOVED_REASONS } from "@froyo/contracts";
import { sql } from "drizzle-orm";
import {
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
  uuid,
} from "drizzle-orm/pg-core";
import { companyIdColumn, createdAt, idColumn } from "./columns.js";
import { companies } from "./companies.js";
import { kiosks } from "./kiosks.js";

/**
 * A pick list (migration 0018): what to bring to each chosen kiosk for a planned visit time. Its lines are a
 * snapshot of the forecast when it was made. `done` is derived when read (every kiosk on it has had a visit that
 * finished after `created_at`), never stored.
 */
export const restockPickLists = pgTable(
  "restock_pick_lists",
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    visitAt: timestamp("visit_at", { withTimezone: true }).notNull(),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index("restock_pick_lists_created_idx").on(t.companyId, t.createdAt),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete("cascade"),
  ],
);

export const restockPickListLines = pgTable(
  "restock_pick_list_lines",
  {
    companyId: companyIdColumn(),
    pickListId: uuid("pick_list_id").notNull(),
    kioskId: uuid("kiosk_id").notNull(),
    kioskName: text("kiosk_name").notNull(),
    trayId: uuid("tray_id").notNull(),
    position: smallint("position").notNull(),
    productId: uuid("product_id"),
    productName: text("product_name"),
    expectedLevel: integer("expected_level").notNull(),
    parLevel: integer("par_level").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    primaryKey({ name: "restock_pick_list_lines_pk", columns: [t.companyId, t.pickListId, t.trayId] }),
    index("restock_pick_list_lines_kiosk_idx").on(t.companyId, t.kioskId),
    foreignKey({
      name: "restock_pick_list_lines_list_fk",
      columns: [t.companyId, t.pickListId],
      foreignColumns: [restockPickLists.companyId, restockPickLists.id],
    }).onDelete("cascade"),
    check("restock_pick_list_lines_quantity_check", sql`${t.quantity} >= 0`),
  ],
);

/**
 * A service visit; its id is made by the phone that recorded it, so a replay (an offline visit sent again) finds the
 * row, and `payload_hash` tells a replay from other contents under the same id (409).
 */
export const serviceVisits = pgTable(
  "service_visits",
  {
    companyId: companyIdColumn(),
    id: uuid("id").notNull(),
    kioskId: uuid("kiosk_id").notNull(),
    technicianId: uuid("technician_id"),
    technicianName: text("technician_name").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }).notNull(),
    cleaned: boolean("cleaned").notNull(),
    temperatureC: doublePrecision("temperature_c"),
    notes: text("notes").notNull().default(""),
    payloadHash: text("payload_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index("service_visits_kiosk_idx").on(t.companyId, t.kioskId, t.finishedAt),
    index("service_visits_finished_idx").on(t.companyId, t.finishedAt),
    foreignKey({
      name: "service_visits_kiosk_fk",
      columns: [t.companyId, t.kioskId],
      foreignColumns: [kiosks.companyId, kiosks.id],
    }).onDelete("cascade"),
    check("service_visits_times_check", sql`${t.finishedAt} >= ${t.startedAt}`),
  ],
);

/** Per tray of a visit: expected (the back office's level on arrival), counted, added, removed, the level left. */
export const serviceVisitTrays = pgTable(
  "service_visit_trays",
  {
    companyId: companyIdColumn(),
    visitId: uuid("visit_id").notNull(),
    trayId: uuid("tray_id").notNull(),
    position: smallint("position").notNull(),
    productId: uuid("product_id"),
    productName: text("product_name"),
    expected: integer("expected").notNull(),
    counted: integer("counted").notNull(),
    added: integer("added").notNull(),
    removed: integer("removed").notNull(),
    removedReason: text("removed_reason", { enum: REMOVED_REASONS }),
    levelAfter: integer("level_after").notNull(),
    /** expected − counted: units gone without a sale (negative when more was found). */
    shrinkage: integer("shrinkage").notNull(),
  },
  (t) => [
    primaryKey({ name: "service_visit_trays_pk", columns: [t.companyId, t.visitId, t.trayId] }),
    foreignKey({
      name: "service_visit_trays_visit_fk",
      columns: [t.companyId, t.visitId],
      foreignColumns: [serviceVisits.companyId, serviceVisits.id],
    }).onDelete("cascade"),
  ],
);
