import { SALE_MESSAGES, type SaleResult } from "@froyo/contracts";
import type { Database } from "../../db/types.js";
import type { PresentedKey } from "../kiosks/kiosks.service.js";
import { answerCopy, prepareBatch } from "./sale-batch.js";
import { type SaleRefusal, SalesWriter } from "./sales-writer.js";

const REASONS: Record<SaleRefusal, Record<string, string[]>> = {
  unknown_product: { items: [SALE_MESSAGES.unknownProduct] },
  id_reused: { id: [SALE_MESSAGES.idReused] },
  bad_time: { occurred_at: [SALE_MESSAGES.timeOutOfRange] },
  before_kiosk: { occurred_at: [SALE_MESSAGES.beforeKiosk] },
  unknown_promo_code: { promo_code: [SALE_MESSAGES.unknownPromoCode] },
  promo_not_redeemed: { promo_code: [SALE_MESSAGES.promoNotRedeemed] },
  promo_discount_mismatch: { discount_cents: [SALE_MESSAGES.promoDiscountMismatch] },
};

export type SalesIngestion = ReturnType<typeof createSalesIngestion>;

/**
 * Sales as kiosks send them (`POST /device/v1/sales`, and the demo history through the same path). Each sale is
 * checked here; the rest goes to the database through the group-commit writer: `app_ingest_sales`
 * (db/functions/app_ingest_sales.sql) authenticates the key, stores the new sales with their items, adds them to their
 * rollups and lowers the trays in one statement and one commit (docs/decisions/011-sales-ingestion.md). Answers come
 * after the commit, so an `accepted` sale is durable. A batch whose every sale was refused here still goes: the statement checks the key.
 */
export function createSalesIngestion(database: Database) {
  // Statements at once at most (PGlite runs one at a time anyway); see SalesWriter for when a second one starts.
  const writer = new SalesWriter(database, database.kind === "pglite" ? 1 : 3);

  async function ingestSales(key: PresentedKey, rawSales: readonly unknown[], now = Date.now()): Promise<SaleResult[]> {
    const { answers, prepared, copies } = prepareBatch(rawSales, now);
    const stored = await writer.write(key, prepared);
    const orderIds = new Map(prepared.map((sale) => [sale.idx, sale.ext]));
    for (const sale of stored) {
      const idx = Number(sale.idx);
      const id = orderIds.get(idx) ?? null;
      answers[idx] = { id, status: sale.outcome, ...(sale.reason ? { errors: REASONS[sale.reason] } : {}) };
    }
    for (const copy of copies) answers[copy.idx] = answerCopy(answers[copy.of] as SaleResult, copy.same);
    return answers as SaleResult[];
  }

  /** Resolves when no batch is waiting or being written (see SalesWriter.settled). */
  const settled = () => writer.settled();

  return { ingestSales, settled };
}
