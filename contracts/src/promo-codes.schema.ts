import { z } from "zod";
import { MAX_UNIT_PRICE_CENTS, PROMO_CODE_MAX } from "./device.schema.js";
import { pageQuerySchema, searchSchema, sortOrderSchema } from "./lists.schema.js";
import { isLocalDateTime } from "./local-time.js";
import { isSingleLine } from "./text.js";
import { isKnownTimezone } from "./timezones.js";

/**
 * Promo codes (`/api/promocodes`, issue 12; decision 021). Money in integer cents of the company's currency. The
 * window is entered as local wall-clock times in the code's timezone (`starts_at_local`, `ends_at_local`,
 * "YYYY-MM-DDTHH:mm") and answered as instants (`starts_at`, `ends_at`): the start and the end's last minute are
 * included, so `ends_at` is the minute after the end written (local-time.ts), the first instant the code is over.
 */

/** Derived by the server at the time of the request (decision 021 gives the order they are tried in). */
export const PROMO_CODE_STATUSES = ["scheduled", "active", "expired", "exhausted", "disabled"] as const;
export type PromoCodeStatus = (typeof PROMO_CODE_STATUSES)[number];

export const PROMO_CODE_MIN = 3;
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9-]+$/;
export const PROMO_DESCRIPTION_MAX = 200;
export const PROMO_USES_MAX = 10_000_000;
export const PROMO_KIOSKS_MAX = 500;
/** The detail lists this many of the latest redemptions; `redemptions_total` says how many there are. */
export const PROMO_REDEMPTIONS_SHOWN = 50;

export const promoCodeSchema = z.object({
  id: z.string().uuid(),
  code: z.string(),
  description: z.string(),
  percent_off: z.number().int().nullable(),
  amount_off_cents: z.number().int().nullable(),
  min_order_cents: z.number().int(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  timezone: z.string(),
  max_uses: z.number().int().nullable(),
  max_uses_per_kiosk: z.number().int().nullable(),
  /** Empty: every kiosk of the company. */
  kiosk_ids: z.array(z.string().uuid()),
  active: z.boolean(),
  /** Live redemptions (a released one no longer counts). */
  uses: z.number().int(),
  status: z.enum(PROMO_CODE_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

export const promoRedemptionSchema = z.object({
  id: z.string().uuid(),
  redeemed_at: z.string(),
  /** Set when the order was abandoned (release) or its sale failed: the use was given back. */
  released_at: z.string().nullable(),
  kiosk: z.object({ id: z.string().uuid(), name: z.string() }),
  order_id: z.string(),
  subtotal_cents: z.number().int(),
  discount_cents: z.number().int(),
});
export type PromoRedemption = z.infer<typeof promoRedemptionSchema>;

/** Paid sales that carried the code (the `promo_daily_sales` rollup), in the kiosks the caller reaches. */
export const promoSalesEffectSchema = z.object({
  orders: z.number().int(),
  revenue_cents: z.number().int(),
  discount_cents: z.number().int(),
});

/** `GET /api/promocodes/{id}`: the code, its latest redemptions and its effect in sales. */
export const promoCodeDetailSchema = promoCodeSchema.extend({
  redemptions: z.array(promoRedemptionSchema),
  redemptions_total: z.number().int(),
  sales: promoSalesEffectSchema,
});
export type PromoCodeDetail = z.infer<typeof promoCodeDetailSchema>;

/** `GET /api/promocodes/count` → `{data: …}`: the list's tabs. */
export const promoCodeCountsSchema = z.object({
  all: z.number().int(),
  scheduled: z.number().int(),
  active: z.number().int(),
  expired: z.number().int(),
  exhausted: z.number().int(),
  disabled: z.number().int(),
});
export type PromoCodeCounts = z.infer<typeof promoCodeCountsSchema>;

export const PROMO_CODE_SORT_FIELDS = ["code", "created_at", "starts_at", "ends_at", "uses"] as const;

/** `GET /api/promocodes`: paging, sorting, a search in the code, a status filter. */
export const promoCodeListQuerySchema = pageQuerySchema.extend({
  sort: z.enum(PROMO_CODE_SORT_FIELDS, { error: "The sort field is invalid." }).default("created_at"),
  order: sortOrderSchema.default("desc"),
  search: searchSchema,
  status: z
    .enum(PROMO_CODE_STATUSES, { error: "The status must be scheduled, active, expired, exhausted or disabled." })
    .optional(),
});
export type PromoCodeListQuery = z.infer<typeof promoCodeListQuerySchema>;

const code = z
  .string({ error: "The code field is required." })
  .trim()
  .min(PROMO_CODE_MIN, `The code must be at least ${PROMO_CODE_MIN} characters.`)
  .max(PROMO_CODE_MAX, `The code must not be greater than ${PROMO_CODE_MAX} characters.`)
  .regex(PROMO_CODE_PATTERN, "The code may only contain letters, digits and hyphens.");

const description = z
  .string({ error: "The description must be text." })
  .trim()
  .max(PROMO_DESCRIPTION_MAX, `The description must not be greater than ${PROMO_DESCRIPTION_MAX} characters.`)
  .refine(isSingleLine, "The description must be a single line of text.");

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `The ${label} must be a number.` })
    .int(`The ${label} must be a whole number.`)
    .min(min, `The ${label} must be between ${min} and ${max}.`)
    .max(max, `The ${label} must be between ${min} and ${max}.`);

const localDateTime = (label: string) =>
  z
    .string({ error: `The ${label} must be a date and time.` })
    .refine(isLocalDateTime, `The ${label} must be a date and time as YYYY-MM-DDTHH:mm between 2000 and 2099.`)
    .nullable();

const timezone = z
  .string({ error: "The timezone field is required." })
  .trim()
  .min(1, "The timezone field is required.")
  .refine(isKnownTimezone, "The timezone is not known.");

const promoFields = {
  code,
  description,
  percent_off: wholeNumber("percentage", 1, 100).nullable(),
  amount_off_cents: wholeNumber("amount in cents", 1, MAX_UNIT_PRICE_CENTS).nullable(),
  min_order_cents: wholeNumber("minimum order in cents", 0, MAX_UNIT_PRICE_CENTS),
  starts_at_local: localDateTime("start"),
  ends_at_local: localDateTime("end"),
  timezone,
  max_uses: wholeNumber("total limit", 1, PROMO_USES_MAX).nullable(),
  max_uses_per_kiosk: wholeNumber("per-kiosk limit", 1, PROMO_USES_MAX).nullable(),
  kiosk_ids: z
    .array(z.string().uuid("Each kiosk must be a valid id."), { error: "The kiosks must be a list of kiosk ids." })
    .max(PROMO_KIOSKS_MAX, `A promo code may name at most ${PROMO_KIOSKS_MAX} kiosks.`),
  active: z.boolean({ error: "The active field must be true or false." }),
};

export const PROMO_CODE_MESSAGES = {
  discountRequired: "Give a percentage or a fixed amount.",
  discountBoth: "Give a percentage or a fixed amount, not both.",
  endBeforeStart: "The end must be after the start.",
  timeSkipped: "This time does not exist in the chosen timezone: the clocks skip it.",
  codeTaken: "The code has already been taken.",
  codeFrozen: "The code of a promo code that has been redeemed cannot change.",
  discountFrozen: "The discount of a promo code that has been redeemed cannot change: create a new code instead.",
  limitBelowUses: "The total limit cannot be lower than the uses already made.",
  perKioskBelowUses: "The per-kiosk limit cannot be lower than the uses already made at one kiosk.",
  kiosksInvalid: "The selected kiosks are invalid.",
  ownKiosksRequired: "Choose at least one of your kiosks.",
  nothingToUpdate: "Nothing to update.",
  hasRedemptions: "This promo code has been redeemed, so it cannot be deleted: disable it instead.",
  created: "Promo code created",
  updated: "Promo code updated",
  deleted: "Promo code deleted",
  disabled: "Promo code disabled",
  enabled: "Promo code enabled",
  saveFailed: "Failed to save promo code",
  deleteFailed: "Failed to delete promo code",
} as const;

type DiscountFields = { percent_off?: number | null; amount_off_cents?: number | null };
const bothDiscounts = (value: DiscountFields) =>
  typeof value.percent_off === "number" && typeof value.amount_off_cents === "number";
type WindowFields = { starts_at_local?: string | null; ends_at_local?: string | null };
/** Wall times of one zone order as their instants do (a repeated hour is read as its first occurrence). */
const endsBeforeStart = (value: WindowFields) =>
  typeof value.starts_at_local === "string" &&
  typeof value.ends_at_local === "string" &&
  value.ends_at_local <= value.starts_at_local;

/**
 * `POST /api/promocodes`. One of `percent_off` and `amount_off_cents`; a window (either end may be open) as local
 * times in `timezone`; null limits are no limit; no kiosks is every kiosk (a client must name their own).
 */
export const createPromoCodeSchema = z
  .strictObject({
    code: promoFields.code,
    description: promoFields.description.default(""),
    percent_off: promoFields.percent_off.default(null),
    amount_off_cents: promoFields.amount_off_cents.default(null),
    min_order_cents: promoFields.min_order_cents.default(0),
    starts_at_local: promoFields.starts_at_local.default(null),
    ends_at_local: promoFields.ends_at_local.default(null),
    timezone: promoFields.timezone,
    max_uses: promoFields.max_uses.default(null),
    max_uses_per_kiosk: promoFields.max_uses_per_kiosk.default(null),
    kiosk_ids: promoFields.kiosk_ids.default([]),
    active: promoFields.active.default(true),
  })
  .superRefine((value, context) => {
    if (bothDiscounts(value)) {
      context.addIssue({ code: "custom", path: ["percent_off"], message: PROMO_CODE_MESSAGES.discountBoth });
    } else if (value.percent_off === null && value.amount_off_cents === null) {
      context.addIssue({ code: "custom", path: ["percent_off"], message: PROMO_CODE_MESSAGES.discountRequired });
    }
    if (endsBeforeStart(value)) {
      context.addIssue({ code: "custom", path: ["ends_at_local"], message: PROMO_CODE_MESSAGES.endBeforeStart });
    }
  });
export type CreatePromoCodeInput = z.infer<typeof createPromoCodeSchema>;

/**
 * `PATCH /api/promocodes/{id}`: any of the fields; one left out keeps its value. Sending one discount clears the
 * other. A window end left out keeps its wall-clock time, read in the (possibly new) timezone. `active: false`
 * disables the code.
 */
export const updatePromoCodeSchema = z
  .strictObject({
    code: promoFields.code.optional(),
    description: promoFields.description.optional(),
    percent_off: promoFields.percent_off.optional(),
    amount_off_cents: promoFields.amount_off_cents.optional(),
    min_order_cents: promoFields.min_order_cents.optional(),
    starts_at_local: promoFields.starts_at_local.optional(),
    ends_at_local: promoFields.ends_at_local.optional(),
    timezone: promoFields.timezone.optional(),
    max_uses: promoFields.max_uses.optional(),
    max_uses_per_kiosk: promoFields.max_uses_per_kiosk.optional(),
    kiosk_ids: promoFields.kiosk_ids.optional(),
    active: promoFields.active.optional(),
  })
  .superRefine((value, context) => {
    if (Object.keys(value).length === 0) {
      context.addIssue({ code: "custom", path: ["code"], message: PROMO_CODE_MESSAGES.nothingToUpdate });
    }
    if (bothDiscounts(value)) {
      context.addIssue({ code: "custom", path: ["percent_off"], message: PROMO_CODE_MESSAGES.discountBoth });
    }
    if (endsBeforeStart(value)) {
      context.addIssue({ code: "custom", path: ["ends_at_local"], message: PROMO_CODE_MESSAGES.endBeforeStart });
    }
  });
export type UpdatePromoCodeInput = z.infer<typeof updatePromoCodeSchema>;
