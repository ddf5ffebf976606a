import { z } from "zod";
import { instant, MAX_ITEMS_PER_SALE, MAX_SALE_CENTS, ORDER_ID_MAX, ORDER_ID_PATTERN } from "./device.schema.js";

/**
 * Refunds (issue 25 part 1): a sale is refunded in full or in parts, from the back office (`POST
 * /api/sales/{id}/refunds`) or by its kiosk (`POST /device/v1/refunds`), never beyond what it paid. Each refund has
 * an id made by its sender, so a replay finds it instead of refunding twice. Money is in integer cents.
 */

export const REFUND_REASON_MAX = 500;
export const MAX_REFUNDS_PER_BATCH = 500;

export const REFUND_MESSAGES = {
  idReused: "This refund id was already used for a different refund.",
  beyondPaid: "The amount must not be greater than what is left to refund.",
  notPaid: "Only a paid order can be refunded.",
  unknownOrder: "No order of this kiosk has this id.",
  itemNotSold: "The order holds no such product.",
  itemBeyondSold: "The quantity must not be greater than the units sold and not yet refunded.",
  duplicateItem: "Each product may be listed once.",
  reasonText: "The reason must be text without null characters.",
  inFuture: "The refund must not be dated more than 24 hours ahead.",
} as const;

/** A NUL, or half of a surrogate pair: neither can be stored (PostgreSQL text and jsonb refuse them). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what is refused
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const refundId = z
  .string({ error: "The id field is required." })
  .regex(ORDER_ID_PATTERN, `The id must be 1 to ${ORDER_ID_MAX} printable characters.`);

const amount = z
  .number({ error: "The amount must be a number." })
  .int("The amount must be a whole number of cents.")
  .min(1, "The amount must be at least 1 cent.")
  .max(MAX_SALE_CENTS, `The amount must not be greater than ${MAX_SALE_CENTS}.`);

const reason = z
  .string({ error: "The reason field is required." })
  .trim()
  .min(1, "The reason field is required.")
  .max(REFUND_REASON_MAX, `The reason must not be greater than ${REFUND_REASON_MAX} characters.`)
  .refine((text) => !UNSTORABLE.test(text), REFUND_MESSAGES.reasonText);

export const refundItemSchema = z.object({
  product_id: z.string({ error: "The product field is required." }).uuid("The product must be a valid id."),
  quantity: z
    .number({ error: "The quantity must be a number." })
    .int("The quantity must be a whole number.")
    .min(1, "The quantity must be at least 1.")
    .max(2_147_483_647, "The quantity is too large."),
});
export type RefundItem = z.infer<typeof refundItemSchema>;

/**
 * `POST /api/sales/{id}/refunds`: the whole refund or a part of it, optionally naming the units given back. Its id is
 * a UUID made by the form, so it never takes an id a kiosk gives its own refunds (ids are unique per kiosk).
 */
export const createRefundSchema = z
  .object({
    id: z.string({ error: "The id field is required." }).uuid("The id must be a UUID."),
    amount_cents: amount,
    reason,
    items: z
      .array(refundItemSchema, { error: "The items must be a list." })
      .max(MAX_ITEMS_PER_SALE, `A refund may name at most ${MAX_ITEMS_PER_SALE} items.`)
      .optional(),
  })
  .superRefine((refund, context) => {
    const seen = new Set<string>();
    refund.items?.forEach((item, index) => {
      const product = item.product_id?.toLowerCase();
      if (seen.has(product)) {
        context.addIssue({
          code: "custom",
          path: ["items", index, "product_id"],
          message: REFUND_MESSAGES.duplicateItem,
        });
      }
      seen.add(product);
    });
  });
export type CreateRefundInput = z.infer<typeof createRefundSchema>;

export const REFUND_SOURCES = ["user", "kiosk"] as const;

export const refundSchema = z.object({
  id: z.string(),
  amount_cents: z.number().int(),
  reason: z.string(),
  items: z.array(refundItemSchema),
  /** When it was recorded (UTC, ISO-8601); a kiosk's refund when the kiosk made it. */
  created_at: z.string(),
  /** Who refunded: a back-office user (null once deleted) or the sale's kiosk. */
  by: z.object({ type: z.enum(REFUND_SOURCES), id: z.string().uuid().nullable(), name: z.string() }),
});
export type Refund = z.infer<typeof refundSchema>;

/** One refund as a kiosk reports it: the order is the kiosk's own order id. */
export const deviceRefundSchema = z.object({
  id: refundId,
  order_id: z
    .string({ error: "The order id field is required." })
    .regex(ORDER_ID_PATTERN, `The order id must be 1 to ${ORDER_ID_MAX} printable characters.`),
  amount_cents: amount,
  reason,
  occurred_at: instant("occurred at"),
});
export type DeviceRefund = z.infer<typeof deviceRefundSchema>;

/** `POST /device/v1/refunds`: 1 to 500 refunds, each checked on its own (as sales are). */
export const refundsBatchSchema = z.object({
  refunds: z
    .array(z.unknown().describe("A refund: {id, order_id, amount_cents, reason, occurred_at}, checked on its own."), {
      error: "The refunds field must be a list of refunds.",
    })
    .min(1, "The batch needs at least one refund.")
    .max(MAX_REFUNDS_PER_BATCH, `A batch may hold at most ${MAX_REFUNDS_PER_BATCH} refunds.`),
});
