import {
  type CreateRefundInput,
  deviceRefundSchema,
  MAX_FUTURE_MS,
  REFUND_MESSAGES,
  type Refund,
  type SaleResult,
} from "@froyo/contracts";
import { isDeadlock } from "../../db/constraint-errors.js";
import type { Database, Tx } from "../../db/types.js";
import type { Scope } from "../../identity/scope.js";
import { echoedId, issuesByField } from "../../lib/batch-results.js";
import { fieldError, notFound } from "../../lib/http-errors.js";
import { isUuid } from "../../lib/uuid.js";
import { recordScopedAudit } from "../audit/audit.service.js";
import { reachOf } from "../kiosks/kiosks.service.js";
import { canonicalItems, kioskRefundHash, REFUSALS, toRefund, userRefundHash } from "./refund-rules.js";
import { applyRefund, findReachableSale, findRefund, listRefundsOfSale, type RefundRow } from "./refunds.repository.js";

/** A refund's transaction may meet ingestion's on a rollup row (each locks its rows in its own order): tries again. */
const DEADLOCK_ATTEMPTS = 3;

/** The kiosk that reports refunds: the key decided it (device-api.md). */
export interface RefundingKiosk {
  companyId: string;
  id: string;
  name: string;
}

/** A sale's refunds, oldest first, in the caller's transaction (the order's dialog shows them). */
export async function refundsOfSale(tx: Tx, companyId: string, saleId: string): Promise<Refund[]> {
  return (await listRefundsOfSale(tx, companyId, saleId)).map(toRefund);
}

export type RefundsService = ReturnType<typeof createRefundsService>;

/**
 * Refunds (issue 25 part 1, decision 043): from the back office by a user with `refund sales`, and from kiosks. Each
 * goes through app_refund_sale, which takes the sale's lock first: refunds of one sale take turns, and together they
 * never give back more than it paid.
 */
export function createRefundsService(options: { database: Database; now?: () => number }) {
  const { database } = options;
  const now = options.now ?? Date.now;

  async function inTenant<T>(companyId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await database.withTenant(companyId, work);
      } catch (error) {
        if (!isDeadlock(error) || attempt >= DEADLOCK_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * Refunds `amount_cents` of a sale the scope reaches (a client: of their own kiosks; otherwise 404). Answers whether
   * it was stored now (201) or is the replay of the refund stored under this id (200, nothing applied again); 422 when
   * it would go beyond what is left, names units the order did not hold, or reuses an id for other contents.
   */
  async function refundSale(
    scope: Scope,
    saleId: string,
    input: CreateRefundInput,
  ): Promise<{ refund: Refund; created: boolean }> {
    if (!isUuid(saleId)) throw notFound();
    const { companyId } = scope;
    return inTenant(companyId, async (tx) => {
      const sale = await findReachableSale(tx, reachOf(scope), saleId);
      if (!sale) throw notFound();
      const items = canonicalItems(input.items);
      const answer = await applyRefund(tx, companyId, {
        sale: { sale_id: sale.id },
        id: input.id,
        amount: input.amount_cents,
        reason: input.reason,
        items,
        source: "user",
        createdBy: scope.actor.id,
        createdByName: scope.actor.name,
        createdAt: new Date(now()).toISOString(),
        hash: userRefundHash(sale.id, { ...input, items }),
      });
      if (answer.outcome === "rejected") {
        const refusal = REFUSALS[answer.reason ?? "id_reused"];
        throw fieldError(refusal.field, refusal.message);
      }
      const row = (await findRefund(tx, companyId, sale.id, input.id)) as RefundRow;
      if (answer.outcome === "accepted") {
        await recordScopedAudit(tx, scope, {
          action: "sales.refund",
          targetType: "sale",
          targetId: sale.id,
          changes: {
            refund_id: { from: null, to: input.id },
            amount_cents: { from: null, to: input.amount_cents },
            reason: { from: null, to: input.reason },
          },
        });
      }
      return { refund: toRefund(row), created: answer.outcome === "accepted" };
    });
  }

  /** `POST /device/v1/refunds`: each refund checked and applied on its own, answered in order like sales. */
  async function refundsFromKiosk(kiosk: RefundingKiosk, rawRefunds: readonly unknown[]): Promise<SaleResult[]> {
    const results: SaleResult[] = [];
    for (const raw of rawRefunds) {
      const parsed = deviceRefundSchema.safeParse(raw);
      const id = echoedId(raw);
      if (!parsed.success) {
        results.push({ id, status: "rejected", errors: issuesByField(parsed.error.issues, "refund") });
        continue;
      }
      const refund = parsed.data;
      if (Date.parse(refund.occurred_at) > now() + MAX_FUTURE_MS) {
        results.push({ id, status: "rejected", errors: { occurred_at: [REFUND_MESSAGES.inFuture] } });
        continue;
      }
      const answer = await inTenant(kiosk.companyId, (tx) =>
        applyRefund(tx, kiosk.companyId, {
          sale: { kiosk_id: kiosk.id, order_id: refund.order_id },
          id: refund.id,
          amount: refund.amount_cents,
          reason: refund.reason,
          items: [],
          source: "kiosk",
          createdBy: null,
          createdByName: kiosk.name,
          createdAt: new Date(refund.occurred_at).toISOString(),
          hash: kioskRefundHash(refund),
        }),
      );
      if (answer.outcome === "rejected") {
        const refusal = REFUSALS[answer.reason ?? "id_reused"];
        results.push({ id, status: "rejected", errors: { [refusal.field]: [refusal.message] } });
      } else {
        results.push({ id, status: answer.outcome });
      }
    }
    return results;
  }

  return { refundSale, refundsFromKiosk };
}
