import { type DeviceSale, MAX_SALES_PER_BATCH, type SaleResult } from "@froyo/contracts";
import { type Random, shuffled } from "../random.js";
import { type DeviceApi, refusalOf } from "./device-api.js";
import { type HttpAnswer, NetworkError } from "./http.js";
import type { Ledger, SendKind } from "./ledger.js";
import { backoffMs, retryAfterMs, sleep } from "./retry.js";

interface Outgoing {
  sale: DeviceSale;
  kind: SendKind;
  /** Made while offline: handed in late. */
  buffered: boolean;
}

export interface OutboxOptions {
  api: DeviceApi;
  ledger: Ledger;
  company: string;
  kioskId: string;
  random: Random;
  duplicateShare: number;
  /** Aborted when the kiosk stops for good: the outbox then stops too, whatever it still holds. */
  halted: AbortSignal;
  /** The server refused the kiosk's key (401) or the kiosk (403). */
  onRefused(reason: string): void;
}

/**
 * A kiosk's unsent sales, sent one batch at a time while it is online: as many as are waiting, up to 500. A sale
 * counts as acknowledged only when its answer came back; without an answer it goes again first (a retry, which may
 * find it stored already), after a backoff; after a 429, after the Retry-After wait. Now and then an acknowledged
 * sale is queued again on purpose, to be answered `duplicate`.
 */
export class SaleOutbox {
  private queue: Outgoing[] = [];
  private wakeUp: (() => void) | null = null;
  private failures = 0;
  private closing = false;

  constructor(private readonly options: OutboxOptions) {}

  /** Sales made and not yet acknowledged. */
  get waiting(): number {
    return this.queue.filter((outgoing) => outgoing.kind !== "deliberate").length;
  }

  add(sale: DeviceSale, buffered: boolean): void {
    this.queue.push({ sale, kind: "first", buffered });
    this.wake();
  }

  /** Back online: a kiosk's store is no queue, so what was buffered goes out in any order. */
  shuffle(): void {
    this.queue = shuffled(this.options.random, this.queue);
    this.wake();
  }

  /** No more sales will come: send what is left, then end. */
  close(): void {
    this.closing = true;
    this.wake();
  }

  /** Something changed (a sale, back online, closing, halted): the sender looks again. */
  wake(): void {
    const wake = this.wakeUp;
    this.wakeUp = null;
    wake?.();
  }

  async run(isOnline: () => boolean): Promise<void> {
    const { halted } = this.options;
    while (!halted.aborted) {
      if (this.queue.length === 0 || !isOnline()) {
        if (this.closing && this.queue.length === 0) return;
        await new Promise<void>((resolve) => {
          this.wakeUp = resolve;
        });
        continue;
      }
      const wait = await this.send(this.queue.splice(0, MAX_SALES_PER_BATCH));
      if (wait > 0) await sleep(wait, halted);
    }
  }

  /** Sends one batch; answers how long to wait before the next. */
  private async send(batch: Outgoing[]): Promise<number> {
    const { api, ledger, company } = this.options;
    const tally = ledger.company(company);
    for (const outgoing of batch) ledger.sent(company, outgoing.kind);
    let answer: HttpAnswer;
    try {
      answer = await api.sales(batch.map((outgoing) => outgoing.sale));
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      tally.networkErrors += 1;
      return this.requeueUnanswered(batch);
    }
    if (answer.status === 429) {
      // Refused before anything was stored: the same sends again, after the wait the server asks for.
      tally.throttled += 1;
      this.queue.unshift(...batch);
      return retryAfterMs(answer.headers);
    }
    if (answer.status >= 500) {
      ledger.problem(company, `sales ${answer.status}`);
      return this.requeueUnanswered(batch);
    }
    if (answer.status === 401 || answer.status === 403) {
      this.queue.unshift(...batch);
      this.options.onRefused(`sales: ${answer.status} ${refusalOf(answer)}`);
      return 0;
    }
    this.failures = 0;
    const results: SaleResult[] =
      answer.status === 200
        ? (answer.body as { data: { results: SaleResult[] } }).data.results
        : batch.map((outgoing) => ({
            id: outgoing.sale.id,
            status: "rejected",
            errors: { batch: [`${answer.status} ${refusalOf(answer)}`] },
          }));
    for (const [index, result] of results.entries()) this.acknowledge(batch[index] as Outgoing, result);
    return 0;
  }

  private acknowledge(outgoing: Outgoing, result: SaleResult): void {
    const { ledger, company, kioskId, random, duplicateShare } = this.options;
    ledger.answered(kioskId, outgoing.kind, result);
    if (outgoing.buffered && outgoing.kind !== "deliberate") ledger.company(company).replayed += 1;
    // As a kiosk that missed an acknowledgement on its side would: the same sale again, later, on purpose.
    if (result.status !== "rejected" && outgoing.kind !== "deliberate" && random() < duplicateShare) {
      this.queue.push({ sale: outgoing.sale, kind: "deliberate", buffered: false });
    }
  }

  /** No answer came back: the sales may be stored or not, so they go again first, as retries, after a backoff. */
  private requeueUnanswered(batch: Outgoing[]): number {
    for (const outgoing of batch) {
      this.options.ledger.lost(this.options.kioskId, outgoing.sale.id);
      if (outgoing.kind === "first") outgoing.kind = "retry";
    }
    this.queue.unshift(...batch);
    this.failures += 1;
    return backoffMs(this.failures);
  }
}
