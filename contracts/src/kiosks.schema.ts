import { z } from "zod";
import { pageQuerySchema, searchSchema, sortOrderSchema } from "./lists.schema.js";
import { isSingleLine } from "./text.js";
import { isKnownTimezone } from "./timezones.js";

/** Derived from the last heartbeat (device-api.md, "Derived state"). */
export const KIOSK_STATUSES = ["online", "offline", "maintenance"] as const;
export type KioskStatus = (typeof KIOSK_STATUSES)[number];

/** What a kiosk says of itself in its heartbeat. */
export const REPORTED_STATUSES = ["ok", "error", "maintenance"] as const;
export type ReportedStatus = (typeof REPORTED_STATUSES)[number];

export const KIOSK_NAME_MAX = 120;
export const KIOSK_SERIAL_MAX = 64;
export const KIOSK_ADDRESS_MAX = 300;
export const TRAY_COUNT_MAX = 24;
export const TRAY_CAPACITY_MAX = 10_000;
export const DEFAULT_TRAY_COUNT = 6;
export const DEFAULT_TRAY_CAPACITY = 50;
/** A tray is low at or under this share of its capacity unless its own threshold says otherwise. */
export const DEFAULT_LOW_SHARE = 0.2;
export const KIOSKS_PER_DELETE_MAX = 100;

export const defaultLowThreshold = (capacity: number) => Math.floor(capacity * DEFAULT_LOW_SHARE);

const idAndName = z.object({ id: z.string().uuid(), name: z.string() });

export const traySchema = z.object({
  id: z.string().uuid(),
  position: z.number().int(),
  product_id: z.string().uuid().nullable(),
  product: idAndName.nullable(),
  capacity: z.number().int(),
  level: z.number().int(),
  low_threshold: z.number().int(),
  /** The level a service visit fills the tray to (1…capacity; its capacity unless set lower). */
  par_level: z.number().int(),
  /** Holding a product, at or under its threshold (an empty slot has nothing to run out of). */
  is_low: z.boolean(),
  updated_at: z.string(),
});
export type Tray = z.infer<typeof traySchema>;

export const kioskSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  serial_number: z.string(),
  address: z.string(),
  timezone: z.string(),
  owner_id: z.string().uuid(),
  owner: idAndName,
  status: z.enum(KIOSK_STATUSES),
  last_seen_at: z.string().nullable(),
  /** When the last heartbeat became too old (kept while the kiosk stays offline); null when online or never seen. */
  offline_since: z.string().nullable(),
  low_trays: z.number().int(),
  /** A disabled kiosk's calls are refused (403) until it is enabled again. */
  active: z.boolean(),
  /** A kiosk of the demo (seeded, or created by `npm run simulate`): the demo tools may re-key and drive it. */
  is_demo: z.boolean(),
  reported_status: z.enum(REPORTED_STATUSES).nullable(),
  error_codes: z.array(z.string()),
  temperature_c: z.number().nullable(),
  /** Above its temperature limit for longer than its window: food safety. */
  too_warm: z.boolean(),
  /** The kiosk's clock minus ours at its last heartbeat. */
  clock_skew_ms: z.number().int().nullable(),
  trays: z.array(traySchema),
  created_at: z.string(),
});
export type Kiosk = z.infer<typeof kioskSchema>;

/**
 * The form of every kiosk API key: `fyk_` and 86 base64url characters (64 bytes: the company's id, the kiosk's id
 * and a 256-bit secret). A presented key of any other form is refused without a lookup.
 */
export const KIOSK_API_KEY_PATTERN = /^fyk_[A-Za-z0-9_-]{86}$/;
const apiKeySchema = z.string().regex(KIOSK_API_KEY_PATTERN);

/** `POST /api/kiosks` and `POST /api/kiosks/{id}/key`: the key, shown this once (only its hash is kept). */
export const kioskWithKeySchema = kioskSchema.extend({ api_key: apiKeySchema });
export type KioskWithKey = z.infer<typeof kioskWithKeySchema>;
export const kioskKeySchema = z.object({ api_key: apiKeySchema });

export const KIOSK_SORT_FIELDS = ["name", "serial_number", "last_seen_at", "created_at"] as const;

/** `GET /api/kiosks`: paging, sorting, a search over name, serial number and address; status, owner, low filters. */
export const kioskListQuerySchema = pageQuerySchema.extend({
  sort: z.enum(KIOSK_SORT_FIELDS, { error: "The sort field is invalid." }).default("name"),
  order: sortOrderSchema.default("asc"),
  search: searchSchema,
  status: z.enum(KIOSK_STATUSES, { error: "The status is invalid." }).optional(),
  owner_id: z.string().uuid("The owner must be a valid id.").optional(),
  low: z
    .enum(["true", "1"], { error: "The low filter must be true." })
    .transform(() => true)
    .optional(),
});
export type KioskListQuery = z.infer<typeof kioskListQuerySchema>;

const text = (label: string, max: number) =>
  z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .max(max, `The ${label} must not be greater than ${max} characters.`)
    .refine(isSingleLine, `The ${label} must be a single line of text.`);
const required = (label: string, max: number) => text(label, max).min(1, `The ${label} field is required.`);

const kioskName = required("name", KIOSK_NAME_MAX);
const serialNumber = required("serial number", KIOSK_SERIAL_MAX);
const address = text("address", KIOSK_ADDRESS_MAX);
const timezone = z
  .string({ error: "The timezone field is required." })
  .trim()
  .min(1, "The timezone field is required.")
  .refine(isKnownTimezone, "The timezone is not known.");
const ownerId = z.string({ error: "The owner field is required." }).uuid("The owner must be a valid id.");

/** `POST /api/kiosks`: a kiosk for a client of the company, with its trays (all empty at first). */
export const createKioskSchema = z.strictObject({
  owner_id: ownerId,
  name: kioskName,
  serial_number: serialNumber,
  address: address.default(""),
  timezone,
  tray_count: z
    .number({ error: "The tray count must be a number." })
    .int("The tray count must be a whole number.")
    .min(1, "The kiosk needs at least 1 tray.")
    .max(TRAY_COUNT_MAX, `The kiosk may have at most ${TRAY_COUNT_MAX} trays.`)
    .default(DEFAULT_TRAY_COUNT),
  tray_capacity: z
    .number({ error: "The tray capacity must be a number." })
    .int("The tray capacity must be a whole number.")
    .min(1, "The tray capacity must be at least 1.")
    .max(TRAY_CAPACITY_MAX, `The tray capacity must not be greater than ${TRAY_CAPACITY_MAX}.`)
    .default(DEFAULT_TRAY_CAPACITY),
  /** For the demo tools' own kiosks (`npm run simulate`): they may re-key and drive it. Never changed after. */
  is_demo: z.boolean({ error: "The demo field must be true or false." }).optional(),
});
export type CreateKioskInput = z.infer<typeof createKioskSchema>;

/** Fields a client may change on a kiosk they own; staff may change all of `updateKioskSchema`. */
export const CLIENT_EDITABLE_KIOSK_FIELDS = ["name", "address"] as const;

/** `PATCH /api/kiosks/{id}`: any of these. */
export const updateKioskSchema = z
  .strictObject({
    name: kioskName.optional(),
    serial_number: serialNumber.optional(),
    address: address.optional(),
    timezone: timezone.optional(),
    owner_id: ownerId.optional(),
    active: z.boolean({ error: "The active field must be true or false." }).optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: "Nothing to update.", path: ["name"] });
export type UpdateKioskInput = z.infer<typeof updateKioskSchema>;

/** `POST /api/kiosks/delete`: several kiosks of the caller's company, all or none. */
export const deleteKiosksSchema = z.strictObject({
  ids: z
    .array(z.string().uuid("Each id must be a valid kiosk id."), { error: "The ids field is required." })
    .min(1, "Choose at least one kiosk.")
    .max(KIOSKS_PER_DELETE_MAX, `At most ${KIOSKS_PER_DELETE_MAX} kiosks can be deleted at once.`),
});

const trayNumber = (label: string, min: number) =>
  z
    .number({ error: `The ${label} must be a number.` })
    .int(`The ${label} must be a whole number.`)
    .min(min, `The ${label} must be at least ${min}.`)
    .max(TRAY_CAPACITY_MAX, `The ${label} must not be greater than ${TRAY_CAPACITY_MAX}.`);

/**
 * `PATCH /api/kiosks/{id}/trays/{trayId}`: any of these; `refill: true` sets the level to the capacity (the new one
 * when the same call changes it). Levels and thresholds are checked against the capacity by the server.
 */
export const updateTraySchema = z
  .strictObject({
    product_id: z.string().uuid("The product must be a valid id.").nullable().optional(),
    capacity: trayNumber("capacity", 1).optional(),
    level: trayNumber("level", 0).optional(),
    low_threshold: trayNumber("low threshold", 0).optional(),
    par_level: trayNumber("par level", 1).optional(),
    refill: z.literal(true, { error: "The refill field must be true." }).optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: "Nothing to update.", path: ["level"] })
  .refine((value) => !(value.refill && value.level !== undefined), {
    message: "Send either a level or a refill, not both.",
    path: ["level"],
  });
export type UpdateTrayInput = z.infer<typeof updateTraySchema>;

export const KIOSK_MESSAGES = {
  serialTaken: "The serial number has already been taken.",
  ownerNotClient: "The owner must be a client of this company.",
  levelAboveCapacity: "The level must not be greater than the capacity.",
  thresholdAboveCapacity: "The low threshold must not be greater than the capacity.",
  parLevelAboveCapacity: "The par level must not be greater than the capacity.",
  unknownProduct: "The selected product is invalid.",
  notFoundInDelete: "One or more kiosks were not found; none was deleted.",
  ownsKiosks: "This user owns kiosks: give them to another owner first.",
  created: "Kiosk added",
  updated: "Kiosk updated",
  deleted: "Kiosks deleted",
  keyRotated: "New API key issued; the old one no longer works.",
  trayUpdated: "Tray updated",
  trayRefilled: "Tray refilled",
} as const;

/** `GET /api/kiosks/owners` → `.data[]`: the company's clients a kiosk can be given to. */
export const kioskOwnerSchema = z.object({ id: z.string().uuid(), name: z.string(), email: z.string() });
export type KioskOwner = z.infer<typeof kioskOwnerSchema>;
