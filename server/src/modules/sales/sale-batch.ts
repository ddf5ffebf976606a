import { createHash } from "node:crypto";
import { type DeviceSale, MAX_FUTURE_MS, SALE_MESSAGES, type SaleResult, saleSchema } from "@froyo/contracts";
import { uuidv7 } from "uuidv7";
import { echoedId, issuesByField } from "../../lib/batch-results.js";

/**
 * A checked sale as app_ingest_sales takes it (db/functions/app_ingest_sales.sql): short keys, the batch position, a
 * content hash.
 */
export interface PreparedSale {
  idx: number;
  id: string;
  ext: string;
  occurred_at: string;
  subtotal: number;
  discount: number;
  total: number;
  item_count: number;
  payment: string;
  promo: string | null;
  status: string;
  hash: string;
  items: { line: number; product_id: string; quantity: number; unit_price_cents: number }[];
}

/**
 * What a sale is, whatever its wording: the same instant written with another offset, or a product id in capitals,
 * is the same sale. Two sends with the same kiosk order id and the same hash are one sale sent twice.
 */
export function contentHash(sale: DeviceSale): string {
  const canonical = [
    Date.parse(sale.occurred_at),
    sale.items.map((item) => [item.product_id.toLowerCase(), item.quantity, item.unit_price_cents]),
    sale.subtotal_cents,
    sale.discount_cents,
    sale.total_cents,
    sale.payment_method,
    sale.promo_code ?? null,
    sale.status,
  ];
  return createHash("sha256").update(JSON.stringify(canonical)).digest("base64url");
}

/**
 * Splits a batch into answers known without the database (a sale that fails its checks is rejected with its field
 * messages) and the sales to store. A second sale with an id already in the batch is answered from the first:
 * the same contents make it a duplicate of it, other contents reuse its id.
 */
export function prepareBatch(rawSales: readonly unknown[], now: number) {
  const answers: (SaleResult | undefined)[] = [];
  const prepared: PreparedSale[] = [];
  const copies: { idx: number; of: number; same: boolean }[] = [];
  const firstByExt = new Map<string, PreparedSale>();
  rawSales.forEach((raw, idx) => {
    const parsed = saleSchema.safeParse(raw);
    if (!parsed.success) {
      answers[idx] = { id: echoedId(raw), status: "rejected", errors: issuesByField(parsed.error.issues, "sale") };
      return;
    }
    const sale = parsed.data;
    if (Date.parse(sale.occurred_at) > now + MAX_FUTURE_MS) {
      answers[idx] = { id: sale.id, status: "rejected", errors: { occurred_at: [SALE_MESSAGES.inFuture] } };
      return;
    }
    const hash = contentHash(sale);
    const first = firstByExt.get(sale.id);
    if (first) {
      copies.push({ idx, of: first.idx, same: first.hash === hash });
      return;
    }
    const entry: PreparedSale = {
      idx,
      id: uuidv7(),
      ext: sale.id,
      occurred_at: sale.occurred_at,
      subtotal: sale.subtotal_cents,
      discount: sale.discount_cents,
      total: sale.total_cents,
      item_count: sale.items.reduce((sum, item) => sum + item.quantity, 0),
      payment: sale.payment_method,
      promo: sale.promo_code ?? null,
      status: sale.status,
      hash,
      items: sale.items.map((item, index) => ({
        line: index + 1,
        product_id: item.product_id.toLowerCase(),
        quantity: item.quantity,
        unit_price_cents: item.unit_price_cents,
      })),
    };
    firstByExt.set(sale.id, entry);
    prepared.push(entry);
  });
  return { answers, prepared, copies };
}

/** The answer of a repeated id in the batch, from its first occurrence's. */
export function answerCopy(first: SaleResult, same: boolean): SaleResult {
  if (!same) return { id: first.id, status: "rejected", errors: { id: [SALE_MESSAGES.idReused] } };
  return first.status === "accepted" ? { id: first.id, status: "duplicate" } : first;
}
