import { z } from "zod";
import { REPORTED_STATUSES } from "./kiosks.schema.js";

/**
 * The kiosks' API (`/device/v1`, device-api.md). Device bodies ignore fields they do not know (newer firmware may
 * send more); every known field is checked. Money is in integer cents, times are ISO-8601 with an offset.
 */

export const PAYMENT_METHODS = ["card", "cash", "mobile", "free"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const SALE_STATUSES = ["paid", "refunded", "failed"] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

export const MAX_SALES_PER_BATCH = 500;
export const MAX_ITEMS_PER_SALE = 100;
export const MAX_QUANTITY = 1000;
export const MAX_UNIT_PRICE_CENTS = 10_000_000;
export const MAX_SALE_CENTS = 1_000_000_000;
/** A sale may be dated at most this far ahead of the server's clock (kiosk clocks drift, but not by a day). */
export const MAX_FUTURE_MS = 24 * 60 * 60 * 1000;
export const ORDER_ID_MAX = 64;
export const PROMO_CODE_MAX = 40;

/** The kiosk's own order id: 1 to 64 printable ASCII characters. */
export const ORDER_ID_PATTERN = /^[\x20-\x7e]{1,64}$/;

/**
 * A sale may be dated at most this long before its kiosk was added: kiosks sell before they are registered, and a
 * company may replay a kiosk's past year (docs/decisions/025-sales-edges.md). The database checks it (it knows when
 * the kiosk was added); a clock reset to 1970 or to the year 1 is rejected by it.
 */
export const KIOSK_PAST_MARGIN_DAYS = 366;

/**
 * What PostgreSQL's timestamptz refuses although ISO-8601 allows it: an offset of 16 hours or more, and the year 0
 * (ISO's 1 BC, which PostgreSQL does not write that way). Its upper bound, the year 294276, is beyond 4 digits.
 */
function isStorableInstant(text: string): boolean {
  const offset = /([+-])(\d{2}):?(\d{2})$/.exec(text);
  if (offset && Number(offset[2]) > 15) return false;
  return !text.startsWith("0000");
}

/** An ISO-8601 time with an offset that PostgreSQL can store (a sale's or a kiosk refund's `occurred_at`). */
export const instant = (label: string) => {
  const format = `The ${label} must be an ISO-8601 time with an offset.`;
  return z
    .string({ error: `The ${label} field is required.` })
    .max(40, format)
    .pipe(
      z.iso
        .datetime({ offset: true, error: format, abort: true })
        .refine(isStorableInstant, `The ${label} must be a time after the year 0 with an offset under 16 hours.`),
    );
};

const cents = (label: string, max: number) =>
  z
    .number({ error: `The ${label} must be a number.` })
    .int(`The ${label} must be a whole number of cents.`)
    .min(0, `The ${label} must not be negative.`)
    .max(max, `The ${label} must not be greater than ${max}.`);

const orderId = (label: string) =>
  z
    .string({ error: `The ${label} field is required.` })
    .regex(ORDER_ID_PATTERN, `The ${label} must be 1 to ${ORDER_ID_MAX} printable characters.`);

const promoCode = z
  .string({ error: "The code field is required." })
  .trim()
  .min(1, "The code field is required.")
  .max(PROMO_CODE_MAX, `The code must not be greater than ${PROMO_CODE_MAX} characters.`)
  .regex(/^[A-Za-z0-9-]+$/, "The code may only contain letters, digits and hyphens.");

export const saleItemSchema = z.object({
  product_id: z.string({ error: "The product field is required." }).uuid("The product must be a valid id."),
  quantity: z
    .number({ error: "The quantity must be a number." })
    .int("The quantity must be a whole number.")
    .min(1, "The quantity must be at least 1.")
    .max(MAX_QUANTITY, `The quantity must not be greater than ${MAX_QUANTITY}.`),
  unit_price_cents: cents("unit price", MAX_UNIT_PRICE_CENTS),
});

export const SALE_MESSAGES = {
  subtotalMismatch: "The subtotal must equal the sum of quantity × unit price.",
  totalMismatch: "The total must equal the subtotal minus the discount.",
  inFuture: "The sale must not be dated more than 24 hours ahead.",
  idReused: "id reused",
  unknownProduct: "The product is not in this company's catalog.",
  timeOutOfRange: "The occurred at time cannot be stored.",
  beforeKiosk: `The sale must not be dated more than ${KIOSK_PAST_MARGIN_DAYS} days before its kiosk was added.`,
  unknownPromoCode: "The promo code is unknown.",
  promoNotRedeemed: "The promo code was not redeemed for this order (redeem it before the sale).",
  promoDiscountMismatch: "The discount must equal the one the promo code's redemption gave this order.",
} as const;

/** One sale as a kiosk reports it; its arithmetic is checked here, its time against the clock by the server. */
export const saleSchema = z
  .object({
    id: orderId("id"),
    occurred_at: instant("occurred at"),
    items: z
      .array(saleItemSchema, { error: "The items field is required." })
      .min(1, "A sale needs at least one item.")
      .max(MAX_ITEMS_PER_SALE, `A sale may have at most ${MAX_ITEMS_PER_SALE} items.`),
    subtotal_cents: cents("subtotal", MAX_SALE_CENTS),
    discount_cents: cents("discount", MAX_SALE_CENTS),
    total_cents: cents("total", MAX_SALE_CENTS),
    payment_method: z.enum(PAYMENT_METHODS, { error: "The payment method must be card, cash, mobile or free." }),
    promo_code: promoCode.nullish(),
    status: z.enum(SALE_STATUSES, { error: "The status must be paid, refunded or failed." }).default("paid"),
  })
  .superRefine((sale, context) => {
    // zod runs this even when a field failed: check only what parsed.
    const sum = sale.items?.reduce((total, item) => total + item.quantity * item.unit_price_cents, 0);
    if (Number.isSafeInteger(sum) && Number.isSafeInteger(sale.subtotal_cents) && sale.subtotal_cents !== sum) {
      context.addIssue({ code: "custom", path: ["subtotal_cents"], message: SALE_MESSAGES.subtotalMismatch });
    }
    const difference = sale.subtotal_cents - sale.discount_cents;
    if (Number.isSafeInteger(difference) && Number.isSafeInteger(sale.total_cents) && sale.total_cents !== difference) {
      context.addIssue({ code: "custom", path: ["total_cents"], message: SALE_MESSAGES.totalMismatch });
    }
  });
export type DeviceSale = z.infer<typeof saleSchema>;

/**
 * `POST /device/v1/sales`: 1 to 500 sales. Each sale is checked on its own (a bad one is rejected, the others
 * still count), so the batch only needs to be a list.
 */
export const salesBatchSchema = z.object({
  sales: z
    .array(
      z
        .unknown()
        .describe(
          "A sale: {id, occurred_at, items: [{product_id, quantity, unit_price_cents}], subtotal_cents, " +
            "discount_cents, total_cents, payment_method, promo_code?, status?}, checked on its own.",
        ),
      { error: "The sales field must be a list of sales." },
    )
    .min(1, "The batch needs at least one sale.")
    .max(MAX_SALES_PER_BATCH, `A batch may hold at most ${MAX_SALES_PER_BATCH} sales.`),
});

export const SALE_OUTCOMES = ["accepted", "duplicate", "rejected"] as const;

export const saleResultSchema = z.object({
  /** The sale's id as sent (null when it sent none that could be read). */
  id: z.string().nullable(),
  status: z.enum(SALE_OUTCOMES),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type SaleResult = z.infer<typeof saleResultSchema>;
export const salesAnswerSchema = z.object({ data: z.object({ results: z.array(saleResultSchema) }) });

export const MAX_ERROR_CODES = 20;
export const MAX_HEARTBEAT_TRAYS = 64;

/** `POST /device/v1/heartbeat`. */
export const heartbeatSchema = z.object({
  sent_at: instant("sent at"),
  status: z.enum(REPORTED_STATUSES, { error: "The status must be ok, error or maintenance." }),
  error_codes: z
    .array(
      z
        .string({ error: "Each error code must be text." })
        .regex(/^[\x21-\x7e]{1,64}$/, "Each error code must be 1 to 64 printable characters without spaces."),
      { error: "The error codes must be a list." },
    )
    .max(MAX_ERROR_CODES, `At most ${MAX_ERROR_CODES} error codes.`)
    .optional(),
  temperature_c: z
    .number({ error: "The temperature must be a number." })
    .min(-60, "The temperature must be between -60 and 100 °C.")
    .max(100, "The temperature must be between -60 and 100 °C.")
    .optional(),
  trays: z
    .array(
      z.object({
        position: z
          .number({ error: "The position must be a number." })
          .int("The position must be a whole number.")
          .min(1, "The position must be at least 1."),
        level: z
          .number({ error: "The level must be a number." })
          .int("The level must be a whole number.")
          .min(0, "The level must not be negative."),
      }),
      { error: "The trays must be a list." },
    )
    .max(MAX_HEARTBEAT_TRAYS, `At most ${MAX_HEARTBEAT_TRAYS} trays.`)
    .refine(
      (trays) => new Set(trays.map((tray) => tray.position)).size === trays.length,
      "Each tray position may appear once.",
    )
    .optional(),
});
export type Heartbeat = z.infer<typeof heartbeatSchema>;

export const HEARTBEAT_MESSAGES = {
  unknownPosition: "The kiosk has no tray at this position.",
  levelAboveCapacity: "The level must not be greater than the tray's capacity.",
} as const;

export const serverTimeAnswerSchema = z.object({ data: z.object({ server_time: z.string() }) });

/** `GET /device/v1/catalog`. */
export const catalogSchema = z.object({
  kiosk: z.object({ id: z.string().uuid(), name: z.string(), timezone: z.string() }),
  currency: z.string(),
  products: z.array(
    z.object({
      id: z.string().uuid(),
      name: z.string(),
      sku: z.string(),
      price_cents: z.number().int(),
      image_url: z.string().nullable(),
    }),
  ),
  trays: z.array(
    z.object({
      position: z.number().int(),
      product_id: z.string().uuid().nullable(),
      capacity: z.number().int(),
      level: z.number().int(),
    }),
  ),
  server_time: z.string(),
});
export type Catalog = z.infer<typeof catalogSchema>;

/** `POST /device/v1/promocodes/redeem`. */
export const redeemSchema = z.object({
  code: promoCode,
  order_id: orderId("order id"),
  subtotal_cents: cents("subtotal", MAX_SALE_CENTS),
});
export type RedeemInput = z.infer<typeof redeemSchema>;
export const redemptionSchema = z.object({
  code: z.string(),
  discount_cents: z.number().int(),
  total_cents: z.number().int(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

/** `POST /device/v1/promocodes/release`. */
export const releaseSchema = z.object({ code: promoCode, order_id: orderId("order id") });
export type ReleaseInput = z.infer<typeof releaseSchema>;

/** Why a code cannot be redeemed (422 on `code`), one message per reason the contract names. */
export const REDEEM_MESSAGES = {
  unknown: "The promo code is unknown.",
  notStarted: "The promo code is not valid yet.",
  expired: "The promo code has expired.",
  exhausted: "The promo code has been used up.",
  disabled: "The promo code is disabled.",
  notForKiosk: "The promo code is not valid at this kiosk.",
  belowMinimum: "The order is below the promo code's minimum.",
  otherCode: "This order has already redeemed another promo code.",
  noRedemption: "This order has no redemption of this code.",
  usedBySale: "This order's sale was recorded: its use of the code cannot be given back.",
} as const;

export const DEVICE_MESSAGES = {
  missingKey: "A kiosk API key is required (Authorization: Bearer <api_key>).",
  unknownKey: "The API key is not valid.",
  disabled: "This kiosk is disabled.",
} as const;
