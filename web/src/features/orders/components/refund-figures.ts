import type { Sale, SaleDetail } from "@froyo/contracts";

/** What may still be given back of an order (the server refuses more). */
export function leftToRefund(sale: Pick<Sale, "total_cents" | "refunded_cents">): number {
  return Math.max(0, sale.total_cents - sale.refunded_cents);
}

/** A failed order took no money; a paid one may be refunded until nothing is left. */
export function isRefundable(sale: Pick<Sale, "status" | "total_cents" | "refunded_cents">): boolean {
  return sale.status !== "failed" && leftToRefund(sale) > 0;
}

export interface RefundableLine {
  product_id: string;
  name: string;
  /** Units sold and not yet given back by an earlier refund. */
  left: number;
}

/**
 * The order's products with units that may still be given back, one line per product (a refund names each product
 * once, even if the order sold it on two lines).
 */
export function refundableLines(sale: Pick<SaleDetail, "items" | "refunds">): RefundableLine[] {
  const lines = new Map<string, RefundableLine>();
  for (const item of sale.items) {
    const line = lines.get(item.product_id);
    if (line) line.left += item.quantity;
    else lines.set(item.product_id, { product_id: item.product_id, name: item.name, left: item.quantity });
  }
  for (const refund of sale.refunds) {
    for (const item of refund.items) {
      const line = lines.get(item.product_id);
      if (line) line.left -= item.quantity;
    }
  }
  return [...lines.values()].filter((line) => line.left > 0);
}
