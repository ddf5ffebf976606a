import { type CreateRefundInput, createRefundSchema } from "@froyo/contracts";
import { z } from "zod";
import { decimalToMinor, minorToDecimal } from "../../../lib/money";
import type { RefundableLine } from "./refund-figures";

/** The form's own refusals, already in the interface's language (the shared schema's come in English). */
export interface RefundFormMessages {
  amountInvalid: string;
  amountPositive: string;
  amountTooHigh: string;
  /** The units' refusal for a line that has `max` units left. */
  unitsInvalid: (max: number) => string;
}

const WHOLE = /^\d{1,9}$/;

/**
 * The shared schema's reason, the amount as people type it ("4.50" in the currency's `digits`, at most `left`
 * cents) and the units given back per refundable line as text (empty or 0: none).
 */
export function refundFormSchema(digits: number, left: number, lines: RefundableLine[], messages: RefundFormMessages) {
  return z
    .object({
      amount: z.string().superRefine((value, context) => {
        const cents = decimalToMinor(value, digits);
        const message =
          cents === null
            ? messages.amountInvalid
            : cents < 1
              ? messages.amountPositive
              : cents > left
                ? messages.amountTooHigh
                : null;
        if (message) context.addIssue({ code: "custom", message });
      }),
      reason: createRefundSchema.shape.reason,
      units: z.array(z.string()),
    })
    .superRefine((values, context) => {
      lines.forEach((line, index) => {
        const text = values.units[index]?.trim() ?? "";
        if (text === "" || (WHOLE.test(text) && Number(text) <= line.left)) return;
        context.addIssue({ code: "custom", path: ["units", index], message: messages.unitsInvalid(line.left) });
      });
    });
}
export type RefundFormValues = z.infer<ReturnType<typeof refundFormSchema>>;

/** The server names the amount by its cents, and the units `items`; the form holds them as text. */
export const FIELD_ALIASES = { amount_cents: "amount", items: "units" } as const;
export const FORM_FIELDS = ["amount", "reason", "units"] as const;

/** Everything that is left, no reason yet, no units named. */
export function refundFormValues(left: number, digits: number, lines: RefundableLine[]): RefundFormValues {
  return { amount: minorToDecimal(left, digits), reason: "", units: lines.map(() => "") };
}

/** The API's body: `id` made once per opened form, so a second send of it is a replay, not a second refund. */
export function refundBody(
  id: string,
  values: RefundFormValues,
  digits: number,
  lines: RefundableLine[],
): CreateRefundInput {
  const items = lines.flatMap((line, index) => {
    const quantity = Number(values.units[index]?.trim() || 0);
    return quantity > 0 ? [{ product_id: line.product_id, quantity }] : [];
  });
  return {
    id,
    amount_cents: decimalToMinor(values.amount, digits) ?? 0,
    reason: values.reason,
    ...(items.length > 0 ? { items } : {}),
  };
}
