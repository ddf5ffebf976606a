import { createHash } from "node:crypto";
import {
  type CreateRefundInput,
  type DeviceRefund,
  REFUND_MESSAGES,
  type Refund,
  type RefundItem,
} from "@froyo/contracts";
import type { RefundRefusal, RefundRow } from "./refunds.repository.js";

/** The field and message a refused refund is answered with (422 from the back office, `rejected` to a kiosk). */
export const REFUSALS: Record<RefundRefusal, { field: string; message: string }> = {
  unknown_order: { field: "order_id", message: REFUND_MESSAGES.unknownOrder },
  id_reused: { field: "id", message: REFUND_MESSAGES.idReused },
  not_paid: { field: "amount_cents", message: REFUND_MESSAGES.notPaid },
  beyond_paid: { field: "amount_cents", message: REFUND_MESSAGES.beyondPaid },
  item_not_sold: { field: "items", message: REFUND_MESSAGES.itemNotSold },
  item_beyond_sold: { field: "items", message: REFUND_MESSAGES.itemBeyondSold },
};

const sha256 = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("base64url");

/** Named units in one order (by product), product ids in small letters: the same units however they were listed. */
export function canonicalItems(items: readonly RefundItem[] | undefined): RefundItem[] {
  return (items ?? [])
    .map((item) => ({ product_id: item.product_id.toLowerCase(), quantity: item.quantity }))
    .sort((a, b) => (a.product_id < b.product_id ? -1 : a.product_id > b.product_id ? 1 : 0));
}

/** What a back-office refund is: a replay with these contents is the same refund. */
export function userRefundHash(saleId: string, input: CreateRefundInput): string {
  return sha256(["user", saleId, input.amount_cents, input.reason, canonicalItems(input.items)]);
}

/** What a kiosk's refund is, whatever the wording of its time. */
export function kioskRefundHash(refund: DeviceRefund): string {
  return sha256(["kiosk", refund.order_id, refund.amount_cents, refund.reason, Date.parse(refund.occurred_at)]);
}

export function toRefund(row: RefundRow): Refund {
  return {
    id: row.id,
    amount_cents: Number(row.amountCents),
    reason: row.reason,
    items: row.items,
    created_at: row.createdAt,
    by:
      row.source === "kiosk"
        ? { type: "kiosk", id: row.kioskId, name: row.createdByName }
        : { type: "user", id: row.createdBy, name: row.createdByName },
  };
}
