import { z } from "zod";
import { isQueryDay } from "./calendar.js";
import { ORDER_ID_MAX, PAYMENT_METHODS, PROMO_CODE_MAX, SALE_STATUSES } from "./device.schema.js";
import { sortOrderSchema } from "./lists.schema.js";
import { refundSchema } from "./refunds.schema.js";

/**
 * The order history (`GET /api/sales`, `GET /api/sales/group/{id}`, `GET /api/sales/export`). Money is in integer
 * cents of the company's currency; `local_date` and `local_time` are the sale's day and wall-clock time in its
 * kiosk's timezone (device-api.md). Paging is by keyset: an opaque `cursor` per direction (decision 018).
 */

export const SALE_SORT_FIELDS = ["occurred_at", "total_cents"] as const;
export type SaleSortField = (typeof SALE_SORT_FIELDS)[number];

export const SALES_DEFAULT_PER_PAGE = 25;
export const SALES_MAX_PER_PAGE = 100;
/** `meta.total` is counted exactly up to this many sales; beyond, it says "more than" (decision 018). */
export const SALES_COUNT_CAP = 10_000;
/** The export's own answer header: how many rows the file will hold, counted before the first one is sent. */
export const SALES_EXPORT_COUNT_HEADER = "x-total-count";
export const SALES_CURSOR_MAX = 300;

/** A calendar day as `YYYY-MM-DD` that exists (2026-02-30 and 0000-01-01 do not), in the years a query may name. */
export const isLocalDate = isQueryDay;

export const localDateSchema = (label: string) =>
  z.string().refine(isLocalDate, `The ${label} date must be a day as YYYY-MM-DD.`);

const centsFilter = (label: string) =>
  z
    .string()
    .regex(/^\d{1,10}$/, `The ${label} must be a whole number of cents.`)
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, `The ${label} is too large.`));

/** The filters of the list and of the export (the same set, so the file holds exactly what the list shows). */
const saleFilterFields = {
  from: localDateSchema("from").optional(),
  to: localDateSchema("to").optional(),
  kiosk_id: z.string().uuid("The kiosk must be a valid id.").optional(),
  product_id: z.string().uuid("The product must be a valid id.").optional(),
  status: z.enum(SALE_STATUSES, { error: "The status must be paid, refunded or failed." }).optional(),
  payment_method: z
    .enum(PAYMENT_METHODS, { error: "The payment method must be card, cash, mobile or free." })
    .optional(),
  promo_code: z
    .string()
    .trim()
    .max(PROMO_CODE_MAX, `The promo code must not be greater than ${PROMO_CODE_MAX} characters.`)
    .optional(),
  min_total_cents: centsFilter("minimum total").optional(),
  max_total_cents: centsFilter("maximum total").optional(),
  /** The start of the kiosk's order id, as typed or in capitals or small letters (or our id, whole). */
  search: z
    .string()
    .trim()
    .max(ORDER_ID_MAX, `The search must not be greater than ${ORDER_ID_MAX} characters.`)
    .optional(),
  sort: z.enum(SALE_SORT_FIELDS, { error: "The sort field is invalid." }).default("occurred_at"),
  order: sortOrderSchema.default("desc"),
};

type FilterValues = {
  from?: string;
  to?: string;
  min_total_cents?: number;
  max_total_cents?: number;
};

/** Ranges that end before they start, named on their second field. */
function checkRanges(value: FilterValues, context: z.RefinementCtx): void {
  if (value.from && value.to && value.from > value.to) {
    context.addIssue({ code: "custom", message: "The to date must be on or after the from date.", path: ["to"] });
  }
  const { min_total_cents: min, max_total_cents: max } = value;
  if (min !== undefined && max !== undefined && min > max) {
    context.addIssue({
      code: "custom",
      message: "The maximum total must not be less than the minimum total.",
      path: ["max_total_cents"],
    });
  }
}

/** `GET /api/sales/export`: the list's filters and sort, without paging. */
export const saleFiltersSchema = z.object(saleFilterFields).superRefine(checkRanges);
export type SaleFilters = z.infer<typeof saleFiltersSchema>;

/** `GET /api/sales`: the filters, a page size and the cursor of the page wanted (none: the first page). */
export const saleListQuerySchema = z
  .object({
    ...saleFilterFields,
    per_page: z.coerce
      .number({ error: "The per page must be a number." })
      .int("The per page must be a whole number.")
      .min(1, "The per page must be at least 1.")
      .max(SALES_MAX_PER_PAGE, `The per page must not be greater than ${SALES_MAX_PER_PAGE}.`)
      .default(SALES_DEFAULT_PER_PAGE),
    cursor: z.string().max(SALES_CURSOR_MAX, "The cursor is invalid.").optional(),
  })
  .superRefine(checkRanges);
export type SaleListQuery = z.infer<typeof saleListQuerySchema>;

export const orderSaleSchema = z.object({
  id: z.string().uuid(),
  /** The kiosk's own order id. */
  order_id: z.string(),
  kiosk: z.object({ id: z.string().uuid(), name: z.string() }),
  /** UTC, ISO-8601. */
  occurred_at: z.string(),
  /** The day in the kiosk's timezone. */
  local_date: z.string(),
  /** The wall-clock time in the kiosk's timezone, `YYYY-MM-DDTHH:MM:SS` (no offset). */
  local_time: z.string(),
  status: z.enum(SALE_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  items_count: z.number().int(),
  subtotal_cents: z.number().int(),
  discount_cents: z.number().int(),
  total_cents: z.number().int(),
  /** What was given back so far (a kiosk's refunded sale: all of it); the order is `refunded` once it is all. */
  refunded_cents: z.number().int(),
  promo_code: z.string().nullable(),
  /** ISO 4217, the company's. */
  currency: z.string(),
});
export type Sale = z.infer<typeof orderSaleSchema>;

export const saleLineSchema = z.object({
  /** The line's place in the order, from 1. */
  line: z.number().int(),
  product_id: z.string().uuid(),
  /** The product's name as it was when sold. */
  name: z.string(),
  quantity: z.number().int(),
  unit_price_cents: z.number().int(),
  /**
   * The product's cost in force on the sale's local day, frozen when the sale arrived (decision 043); null when none
   * was known, or for a caller without `view sales`, who sees no costs.
   */
  unit_cost_cents: z.number().int().nullable(),
});

/** `GET /api/sales/group/{id}`: one order with its lines and its kiosk's timezone. */
export const saleDetailSchema = orderSaleSchema.extend({
  timezone: z.string(),
  /** The kiosk's offset from UTC at that moment, `+HH:MM`. */
  utc_offset: z.string(),
  items: z.array(saleLineSchema),
  /** Its refunds, oldest first. */
  refunds: z.array(refundSchema),
});
export type SaleDetail = z.infer<typeof saleDetailSchema>;

export const salePageMetaSchema = z.object({
  per_page: z.number().int(),
  /** Matching sales: exact when `total_is_exact`, else at least this many (the count stops at SALES_COUNT_CAP). */
  total: z.number().int(),
  total_is_exact: z.boolean(),
  /** Opaque; absent when there is no page that way. */
  next_cursor: z.string().nullable(),
  prev_cursor: z.string().nullable(),
  currency: z.string(),
});
export type SalePageMeta = z.infer<typeof salePageMetaSchema>;

export const salePageSchema = z.object({ data: z.array(orderSaleSchema), meta: salePageMetaSchema });
export type SalePage = z.infer<typeof salePageSchema>;

export const SALE_LIST_MESSAGES = {
  badCursor: "The cursor is invalid.",
  cursorSortMismatch: "The cursor belongs to another sort order.",
} as const;
