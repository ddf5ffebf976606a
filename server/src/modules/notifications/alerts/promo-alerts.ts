import type { Tx } from "../../../db/types.js";
import { recordEventForLater } from "./events.repository.js";

/** A code just used up, as the promo module tells it (redemptions.service.ts' PromoExhaustion). */
export interface ExhaustedCode {
  companyId: string;
  id: string;
  code: string;
  uses: number;
  /** The clients who reach the code as the promo list decides it (decision 021); staff reach every code. */
  clientIds: string[];
  /** Unique per occurrence: a redemption's kiosk and order, or an edit. */
  cause: string;
}

/**
 * In the transaction that used the code up (a redemption taking its last use, an edit lowering its limit to its
 * uses): one event, keyed by that occurrence (a use given back and taken again is a new exhaustion). Which clients
 * hear of it is decided here, once, by the promo module's own rule (fan-out.ts reads `client_ids`).
 */
export async function recordPromoExhausted(tx: Tx, code: ExhaustedCode, now: Date): Promise<void> {
  await recordEventForLater(
    tx,
    code.companyId,
    {
      kind: "promo_exhausted",
      dedupeKey: `promo_exhausted:${code.id}:${code.cause}@${now.getTime()}`,
      promoCodeId: code.id,
      data: { code: code.code, uses: code.uses, client_ids: code.clientIds },
      occurredAt: now,
    },
    now,
  );
}
