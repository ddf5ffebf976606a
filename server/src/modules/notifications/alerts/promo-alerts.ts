import type { Tx } from "../../../db/types.js";
import { closeEpisode, recordEventForLater } from "./events.repository.js";

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

const episodeOf = (promoCodeId: string) => `promo_exhausted:${promoCodeId}`;

/**
 * In the transaction that used the code up (a redemption taking its last use, an edit lowering its limit to its
 * uses): one event per episode. A kiosk giving a use back (an abandoned order's release) and the next order taking
 * it again is the same episode, so one alert; only an edit giving the code uses again ends it (endPromoExhausted).
 * Which clients hear of it is decided here, once, by the promo module's own rule (fan-out.ts reads `client_ids`).
 */
export async function recordPromoExhausted(tx: Tx, code: ExhaustedCode, now: Date): Promise<void> {
  await recordEventForLater(
    tx,
    code.companyId,
    {
      kind: "promo_exhausted",
      dedupeKey: `promo_exhausted:${code.id}:${code.cause}@${now.getTime()}`,
      episodeKey: episodeOf(code.id),
      promoCodeId: code.id,
      data: { code: code.code, uses: code.uses, client_ids: code.clientIds },
      occurredAt: now,
    },
    now,
  );
}

/** An edit gave a used-up code uses again: the next time it is used up is a new episode, with its own alert. */
export async function endPromoExhausted(tx: Tx, code: { companyId: string; id: string }, now: Date): Promise<void> {
  await closeEpisode(tx, code.companyId, episodeOf(code.id), now);
}
