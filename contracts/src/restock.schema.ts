import { z } from "zod";
import { KIOSK_STATUSES, TRAY_CAPACITY_MAX } from "./kiosks.schema.js";
import { localDateSchema } from "./orders.schema.js";

/**
 * Restocking (issue 24): each tray's stock-out forecast, the kiosks due for a visit, pick lists and service visits.
 * Instants are ISO 8601 in UTC; a forecast instant is null when the tray will not get there within
 * FORECAST_HORIZON_DAYS (or the kiosk is offline or in maintenance: marked, not guessed).
 */

export const FORECAST_HORIZON_DAYS = 14;
/** The due list's horizons as the page offers them; the API takes any whole number of hours up to the forecast's. */
export const RESTOCK_WITHIN_HOURS = [24, 48, 168] as const;
export const RESTOCK_WITHIN_HOURS_MAX = FORECAST_HORIZON_DAYS * 24;
export const PICK_LIST_KIOSKS_MAX = 100;
/** How far ahead a pick list's visit may be planned (the forecast's reach), and how far behind (a visit now). */
export const PICK_LIST_VISIT_AHEAD_DAYS = FORECAST_HORIZON_DAYS;
export const REMOVED_REASONS = ["expired", "damaged", "other"] as const;
export type RemovedReason = (typeof REMOVED_REASONS)[number];
export const VISIT_NOTES_MAX = 2000;
export const VISIT_TEMPERATURE_MIN = -40;
export const VISIT_TEMPERATURE_MAX = 60;
/** How long after its start a visit may end, and how far in the past a visit (sent late from a phone) may lie. */
export const VISIT_DURATION_MAX_HOURS = 24;
export const VISIT_AGE_MAX_DAYS = 30;
export const VISITS_PERIOD_MAX_DAYS = 366;
export const PICK_LIST_STATUSES = ["open", "done"] as const;
export type PickListStatus = (typeof PICK_LIST_STATUSES)[number];

const instant = z.string();
const idAndName = z.object({ id: z.string().uuid(), name: z.string() });

/** One tray's forecast (`GET /api/kiosks/{id}/forecast`, and the trays driving a kiosk in the due list). */
export const trayForecastSchema = z.object({
  tray_id: z.string().uuid(),
  position: z.number().int(),
  product_id: z.string().uuid().nullable(),
  level: z.number().int(),
  par_level: z.number().int(),
  low_threshold: z.number().int(),
  /** Expected units sold per day over the coming week. */
  sold_per_day: z.number(),
  /** When the tray is more likely than not to be at or under its low threshold, and to be empty. */
  low_at: instant.nullable(),
  empties_at: instant.nullable(),
  /** The chance the demand of the next 24 hours exceeds the level (hourly demand as Poisson at the forecast rate). */
  stockout_probability_24h: z.number().min(0).max(1).nullable(),
});
export type TrayForecast = z.infer<typeof trayForecastSchema>;

export const kioskForecastSchema = z.object({
  kiosk_id: z.string().uuid(),
  /** The earliest `empties_at` of its trays; null when none empties within the horizon or the kiosk is not online. */
  visit_by: instant.nullable(),
  status: z.enum(KIOSK_STATUSES),
  trays: z.array(trayForecastSchema),
});
export type KioskForecast = z.infer<typeof kioskForecastSchema>;

export const restockDueQuerySchema = z.strictObject({
  within_hours: z.coerce
    .number({ error: "The horizon must be a number of hours." })
    .int("The horizon must be a whole number of hours.")
    .min(1, "The horizon must be at least 1 hour.")
    .max(RESTOCK_WITHIN_HOURS_MAX, `The horizon must not be greater than ${RESTOCK_WITHIN_HOURS_MAX} hours.`)
    .default(24),
  owner_id: z.string().uuid("The owner must be a valid id.").optional(),
});
export type RestockDueQuery = z.infer<typeof restockDueQuerySchema>;

/**
 * `GET /api/restock/due` → `.data[]`: the kiosks due within the horizon, soonest first; offline and maintenance
 * kiosks come after them, marked by `status`, with `visit_by` null (their levels are not guessed).
 */
export const restockDueKioskSchema = z.object({
  kiosk: idAndName,
  owner: idAndName,
  status: z.enum(KIOSK_STATUSES),
  timezone: z.string(),
  visit_by: instant.nullable(),
  /** The trays driving it: those that reach their low threshold or empty within the horizon. */
  trays_due: z.array(trayForecastSchema.extend({ product_name: z.string().nullable() })),
});
export type RestockDueKiosk = z.infer<typeof restockDueKioskSchema>;

const visitAtSchema = z.iso.datetime({ offset: true, error: "The visit time must be a date and time." });

export const createPickListSchema = z.strictObject({
  kiosk_ids: z
    .array(z.string().uuid("Each kiosk must be a valid id."), { error: "Choose the kiosks to visit." })
    .min(1, "Choose at least one kiosk.")
    .max(PICK_LIST_KIOSKS_MAX, `Choose at most ${PICK_LIST_KIOSKS_MAX} kiosks.`),
  visit_at: visitAtSchema,
});
export type CreatePickListInput = z.infer<typeof createPickListSchema>;

export const pickListLineSchema = z.object({
  tray_id: z.string().uuid(),
  position: z.number().int(),
  product_id: z.string().uuid().nullable(),
  product_name: z.string().nullable(),
  expected_level: z.number().int(),
  par_level: z.number().int(),
  /** max(0, par − the level expected at the visit time), rounded up. */
  quantity: z.number().int(),
});
export type PickListLine = z.infer<typeof pickListLineSchema>;

export const pickListSchema = z.object({
  id: z.string().uuid(),
  visit_at: instant,
  status: z.enum(PICK_LIST_STATUSES),
  created_at: instant,
  created_by: idAndName.nullable(),
  kiosks: z.array(z.object({ kiosk_id: z.string().uuid(), name: z.string(), lines: z.array(pickListLineSchema) })),
  /** Per product, for loading the van. */
  totals: z.array(z.object({ product_id: z.string().uuid(), name: z.string(), quantity: z.number().int() })),
});
export type PickList = z.infer<typeof pickListSchema>;

/** `GET /api/restock/pick-lists` → `.data[]` (newest first): each list without its lines. */
export const pickListSummarySchema = pickListSchema
  .omit({ kiosks: true, totals: true })
  .extend({ kiosks: z.array(z.object({ kiosk_id: z.string().uuid(), name: z.string() })), units: z.number().int() });
export type PickListSummary = z.infer<typeof pickListSummarySchema>;

const visitCount = (label: string) =>
  z
    .number({ error: `The ${label} must be a number.` })
    .int(`The ${label} must be a whole number.`)
    .min(0, `The ${label} must be at least 0.`)
    .max(TRAY_CAPACITY_MAX, `The ${label} must not be greater than ${TRAY_CAPACITY_MAX}.`);

export const visitTrayInputSchema = z.strictObject({
  tray_id: z.string().uuid("The tray must be a valid id."),
  counted: visitCount("counted level"),
  added: visitCount("number added"),
  removed: visitCount("number removed"),
  removed_reason: z
    .enum(REMOVED_REASONS, { error: "The reason must be expired, damaged or other." })
    .nullable()
    .optional(),
});
export type VisitTrayInput = z.infer<typeof visitTrayInputSchema>;

/**
 * `POST /api/kiosks/{id}/visits`. The id is made by the phone; a replay of the same id and contents answers the same
 * visit (200), the same id with other contents is refused (409). Levels after the visit are counted + added −
 * removed, checked against each tray's capacity by the server.
 */
export const createVisitSchema = z.strictObject({
  id: z.string().uuid("The visit must have a valid id."),
  started_at: z.iso.datetime({ offset: true, error: "The start must be a date and time." }),
  finished_at: z.iso.datetime({ offset: true, error: "The end must be a date and time." }),
  trays: z.array(visitTrayInputSchema).max(24, "A kiosk has at most 24 trays."),
  checklist: z.strictObject({
    cleaned: z.boolean({ error: "Say whether the kiosk was cleaned." }),
    temperature_c: z
      .number({ error: "The temperature must be a number." })
      .min(VISIT_TEMPERATURE_MIN, `The temperature must be at least ${VISIT_TEMPERATURE_MIN} °C.`)
      .max(VISIT_TEMPERATURE_MAX, `The temperature must not be greater than ${VISIT_TEMPERATURE_MAX} °C.`)
      .nullable(),
  }),
  notes: z.string().trim().max(VISIT_NOTES_MAX, `The notes must not be greater than ${VISIT_NOTES_MAX} characters.`),
});
export type CreateVisitInput = z.infer<typeof createVisitSchema>;

export const visitTraySchema = z.object({
  tray_id: z.string().uuid(),
  position: z.number().int(),
  product_id: z.string().uuid().nullable(),
  product_name: z.string().nullable(),
  /** The level the back office had for the tray on arrival. */
  expected: z.number().int(),
  counted: z.number().int(),
  added: z.number().int(),
  removed: z.number().int(),
  removed_reason: z.enum(REMOVED_REASONS).nullable(),
  level_after: z.number().int(),
  /** expected − counted: units gone without a sale (negative when more was found than expected). */
  shrinkage: z.number().int(),
});

export const visitSchema = z.object({
  id: z.string().uuid(),
  kiosk: idAndName,
  technician: idAndName.nullable(),
  started_at: instant,
  finished_at: instant,
  trays: z.array(visitTraySchema),
  checklist: z.object({ cleaned: z.boolean(), temperature_c: z.number().nullable() }),
  notes: z.string(),
  created_at: instant,
});
export type Visit = z.infer<typeof visitSchema>;

export const visitsQuerySchema = z.strictObject({
  from: localDateSchema("from"),
  to: localDateSchema("to"),
  kiosk_id: z.string().uuid("The kiosk must be a valid id.").optional(),
  technician_id: z.string().uuid("The technician must be a valid id.").optional(),
});
export type VisitsQuery = z.infer<typeof visitsQuerySchema>;

/** Shrinkage and waste (units removed, by reason) per product over the visits of a period. */
export const visitProductSummarySchema = z.object({
  product_id: z.string().uuid().nullable(),
  name: z.string().nullable(),
  shrinkage: z.number().int(),
  removed: z.object({ expired: z.number().int(), damaged: z.number().int(), other: z.number().int() }),
});

/** `GET /api/restock/visits` → `{data: visits (newest first), summary: per product}`. */
export const visitsListSchema = z.object({
  data: z.array(visitSchema),
  summary: z.array(visitProductSummarySchema),
});
export type VisitsList = z.infer<typeof visitsListSchema>;
