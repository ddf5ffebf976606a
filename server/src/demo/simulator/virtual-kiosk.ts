import { setMaxListeners } from "node:events";
import { isoWithOffset, localTimeAt } from "@froyo/contracts";
import { type Random, seededRandom } from "../random.js";
import { type AppliedPromo, hourFactor, type SaleDraft, SalesGenerator } from "../sales-generator.js";
import { catalogOf, DeviceApi, refusalOf } from "./device-api.js";
import { type HttpAnswer, NetworkError, type Transport } from "./http.js";
import type { CompanyTally, Ledger } from "./ledger.js";
import type { PromoBook } from "./promo-book.js";
import { backoffMs, retryAfterMs, sleep, withRetries } from "./retry.js";
import { SaleOutbox } from "./sale-outbox.js";
import { TrayStock } from "./tray-stock.js";

/** A kiosk the simulator drives, with the key the back office gave it for this run. */
export interface KioskPlan {
  company: string;
  id: string;
  name: string;
  serialNumber: string;
  apiKey: string;
  baseUrl: URL;
  /** How its calls reach the server (default: HTTP). */
  transport?: Transport;
}

/** A kiosk's own sales rate through the week: sales per minute at an instant, never above `ceiling`. */
export interface Pace {
  perMinuteAt(now: number): number;
  ceiling: number;
}

export interface KioskBehaviour {
  /** Sales per minute on average (over the open hours with `hours: "local"`). */
  rate: number;
  /** Instead of `rate` and `hours`: the kiosk's usual rate at each hour of the week (the embedded demo's fleet). */
  pace?: Pace;
  hours: "local" | "any";
  offlineShare: number;
  duplicateShare: number;
  /** The mean length of an offline spell. */
  spellMs: number;
  heartbeatMs: number;
  catalogMs: number;
  seed: string;
  /** Tells this run's order ids from earlier runs' on the same kiosk. */
  runTag: string;
}

/** Of the orders that redeemed a code, the share abandoned at the kiosk: the code is released. */
const ABANDON_SHARE = 0.1;
/** The chance an empty tray is refilled before a heartbeat. */
const REFILL_CHANCE = 0.5;
const PEAK_HOUR_FACTOR = Math.max(...Array.from({ length: 24 }, (_, hour) => hourFactor(hour)));

/** `-ln(U)·mean`: the gap between events of a Poisson process. */
const exponential = (random: Random, mean: number) => -Math.log(1 - random()) * mean;
const jittered = (random: Random, ms: number) => ms * (0.9 + random() * 0.2);

/**
 * One kiosk in the field: heartbeats with its trays and temperature, a catalog read now and then (If-None-Match),
 * sales as a Poisson process shaped by its local hours, promo codes redeemed before some sales, offline spells that
 * buffer sales and replay them late in shuffled order, and deliberate re-sends of acknowledged sales. Its sales go
 * out through its outbox.
 */
export class VirtualKiosk {
  online = true;
  /** Why the kiosk stopped early (its key refused, a drain that ran out of time), if it did. */
  halted: string | null = null;
  private stopping = false;
  private generator: SalesGenerator | null = null;
  private timezone = "UTC";
  private etag: string | undefined;
  private temperature = 3.5;
  private readonly stock = new TrayStock();
  private readonly random: Random;
  private readonly api: DeviceApi;
  private readonly tally: CompanyTally;
  private readonly hardStop = new AbortController();
  private readonly skewMs: number;
  private readonly outbox: SaleOutbox;

  constructor(
    readonly plan: KioskPlan,
    private readonly behaviour: KioskBehaviour,
    private readonly ledger: Ledger,
    private readonly promos: PromoBook,
  ) {
    this.random = seededRandom(`${behaviour.seed}:${plan.serialNumber}:behaviour`);
    this.api = new DeviceApi(plan.baseUrl, plan.apiKey, plan.transport);
    this.tally = ledger.company(plan.company);
    // Kiosk clocks drift a little; the server shows the skew from the heartbeats.
    this.skewMs = Math.round((this.random() - 0.5) * 4000);
    // Every wait of the kiosk listens to this signal at once.
    setMaxListeners(0, this.hardStop.signal);
    this.outbox = new SaleOutbox({
      api: this.api,
      ledger,
      company: plan.company,
      kioskId: plan.id,
      random: this.random,
      duplicateShare: behaviour.duplicateShare,
      halted: this.hardStop.signal,
      onRefused: (reason) => this.halt(reason),
    });
  }

  /** Sales made and not yet acknowledged. */
  get waiting(): number {
    return this.outbox.waiting;
  }

  /** Runs until `stop`, then comes back online and hands in what it holds, for at most `drainMs`. */
  async run(stop: AbortSignal, drainMs: number): Promise<void> {
    if (!(await this.start(stop))) return;
    const sender = this.outbox.run(() => this.online);
    await Promise.all([this.saleLoop(stop), this.heartbeatLoop(stop), this.catalogLoop(stop), this.offlineLoop(stop)]);
    this.stopping = true;
    this.goOnline();
    this.outbox.close();
    const deadline = setTimeout(() => this.halt(`${this.waiting} sales still unsent after ${drainMs} ms`), drainMs);
    await sender;
    clearTimeout(deadline);
  }

  /** Whether the kiosk is selling at this hour (always with `hours: "any"`). */
  get isOpen(): boolean {
    return this.pace.perMinuteAt(this.now()) > 0;
  }

  private openFactor(now: number): number {
    return this.behaviour.hours === "local" ? hourFactor(localTimeAt(now, this.timezone).hour) : 1;
  }

  private now(): number {
    return Date.now() + this.skewMs;
  }

  private get events() {
    return {
      onThrottled: () => {
        this.tally.throttled += 1;
      },
      onNetworkError: () => {
        this.tally.networkErrors += 1;
      },
      signal: this.hardStop.signal,
    };
  }

  private halt(reason: string): void {
    this.halted ??= reason;
    this.hardStop.abort();
    this.outbox.wake();
  }

  /** The first catalog (products, trays, timezone), tried until it comes or the run stops; then a heartbeat. */
  private async start(stop: AbortSignal): Promise<boolean> {
    for (let attempt = 0; !stop.aborted; attempt += 1) {
      let wait = backoffMs(attempt);
      try {
        const answer = await this.api.catalog();
        if (answer.status === 200) {
          this.adoptCatalog(answer);
          if (this.halted) return false;
          await this.heartbeat();
          return true;
        }
        if (answer.status === 401 || answer.status === 403) {
          this.halt(`catalog: ${answer.status} ${refusalOf(answer)}`);
          return false;
        }
        if (answer.status === 429) {
          this.tally.throttled += 1;
          wait = retryAfterMs(answer.headers);
        }
      } catch (error) {
        if (!(error instanceof NetworkError)) throw error;
        this.tally.networkErrors += 1;
      }
      await sleep(wait, stop);
    }
    return false;
  }

  private adoptCatalog(answer: HttpAnswer): void {
    this.tally.catalogReads += 1;
    this.etag = typeof answer.headers.etag === "string" ? answer.headers.etag : undefined;
    const catalog = catalogOf(answer);
    this.timezone = catalog.kiosk.timezone;
    this.stock.adopt(catalog.trays);
    // The basket maker is built once: its order counter must run on, and a kiosk keeps its prices for the run.
    if (!this.generator) {
      if (catalog.products.length === 0) {
        this.halt("its catalog has no products");
        return;
      }
      const prefix = this.plan.serialNumber.replace(/[^\x21-\x7e]/g, "_").slice(0, 40);
      this.generator = new SalesGenerator(
        {
          orderPrefix: `${prefix}-${this.behaviour.runTag}`,
          timezone: this.timezone,
          catalog: catalog.products.map((product) => ({ id: product.id, priceCents: product.price_cents })),
        },
        `${this.behaviour.seed}:${this.plan.serialNumber}`,
      );
    }
  }

  /** Sales per minute now, and the most it ever is. */
  private get pace(): Pace {
    const { pace, rate, hours } = this.behaviour;
    if (pace) return pace;
    return {
      perMinuteAt: (now) => rate * this.openFactor(now),
      ceiling: rate * (hours === "local" ? PEAK_HOUR_FACTOR : 1),
    };
  }

  /** A Poisson process at the ceiling rate, thinned to the rate of the moment: sales follow the kiosk's hours. */
  private async saleLoop(stop: AbortSignal): Promise<void> {
    const pace = this.pace;
    const meanGapMs = 60_000 / pace.ceiling;
    while (!stop.aborted && !this.halted) {
      await sleep(exponential(this.random, meanGapMs), stop);
      if (stop.aborted || this.halted) break;
      const now = this.now();
      if (this.random() * pace.ceiling < pace.perMinuteAt(now)) await this.sell(now);
    }
  }

  private async sell(now: number): Promise<void> {
    const generator = this.generator as SalesGenerator;
    const draft = generator.draft(now, (productId) => this.stock.isAvailable(productId));
    if (!draft) {
      this.tally.soldOut += 1; // every cup's tray is empty: nothing to sell until a refill
      return;
    }
    let promo: AppliedPromo | null = null;
    if (this.online && this.promos.size > 0 && generator.wantsPromo(draft)) {
      promo = await this.redeem(draft);
      if (promo && this.random() < ABANDON_SHARE) return this.release(promo.code, draft.id);
    }
    const sale = generator.complete(draft, promo);
    this.stock.take(sale);
    this.ledger.generated(this.plan.company, this.plan.id, sale.id);
    this.outbox.add(sale, !this.online);
  }

  private async redeem(draft: SaleDraft): Promise<AppliedPromo | null> {
    const code = this.promos.pick(this.random) as string;
    try {
      const body = { code, order_id: draft.id, subtotal_cents: draft.subtotalCents };
      const answer = await withRetries(() => this.api.redeem(body), { ...this.events, attempts: 3 });
      if (answer.status === 200) {
        this.tally.redeemed += 1;
        const data = (answer.body as { data: { code: string; discount_cents: number } }).data;
        return { code: data.code, discountCents: data.discount_cents };
      }
      const reason = refusalOf(answer);
      this.ledger.redemptionRefused(this.plan.company, reason);
      this.promos.refused(code, reason);
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      this.tally.networkErrors += 1;
    }
    return null;
  }

  private async release(code: string, orderId: string): Promise<void> {
    try {
      const answer = await withRetries(() => this.api.release({ code, order_id: orderId }), {
        ...this.events,
        attempts: 3,
      });
      if (answer.status === 200) this.tally.released += 1;
      else this.ledger.problem(this.plan.company, `release ${answer.status}: ${refusalOf(answer)}`);
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      this.tally.networkErrors += 1;
    }
  }

  private async heartbeatLoop(stop: AbortSignal): Promise<void> {
    while (!stop.aborted && !this.halted) {
      await sleep(jittered(this.random, this.behaviour.heartbeatMs), stop);
      if (stop.aborted || !this.online || this.halted) continue;
      // Stock added since (a refill in the back office, a technician's visit) is learnt before the kiosk reports
      // its count, which would otherwise overwrite it: the server takes a heartbeat's levels as the truth.
      await this.readCatalog();
      if (!stop.aborted && this.online && !this.halted) await this.heartbeat();
    }
  }

  private async heartbeat(): Promise<void> {
    this.stock.refillEmpty(this.random, REFILL_CHANCE);
    // A fridge holds its temperature: a small random walk pulled back to 3.5 °C, never near the 5 °C limit.
    this.temperature += (this.random() - 0.5) * 0.4 + (3.5 - this.temperature) * 0.2;
    this.temperature = Math.min(4.5, Math.max(2, this.temperature));
    const body = {
      sent_at: isoWithOffset(this.now(), this.timezone),
      status: "ok" as const,
      temperature_c: Math.round(this.temperature * 10) / 10,
      trays: this.stock.levels(),
    };
    try {
      const answer = await withRetries(() => this.api.heartbeat(body), { ...this.events, attempts: 2 });
      if (answer.status === 200) {
        this.tally.heartbeats += 1;
        this.stock.reported(body.trays);
      } else if (answer.status === 401 || answer.status === 403)
        this.halt(`heartbeat: ${answer.status} ${refusalOf(answer)}`);
      else this.ledger.problem(this.plan.company, `heartbeat ${answer.status}: ${refusalOf(answer)}`);
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      this.tally.networkErrors += 1;
    }
  }

  private async catalogLoop(stop: AbortSignal): Promise<void> {
    while (!stop.aborted && !this.halted) {
      await sleep(jittered(this.random, this.behaviour.catalogMs), stop);
      if (stop.aborted || !this.online || this.halted) continue;
      await this.readCatalog();
    }
  }

  /** The catalog if it changed since the last read (its ETag): products, prices, trays and stock added. */
  private async readCatalog(): Promise<void> {
    try {
      const answer = await withRetries(() => this.api.catalog(this.etag), { ...this.events, attempts: 2 });
      if (answer.status === 304) this.tally.catalogNotModified += 1;
      else if (answer.status === 200) this.adoptCatalog(answer);
      else this.ledger.problem(this.plan.company, `catalog ${answer.status}: ${refusalOf(answer)}`);
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      this.tally.networkErrors += 1;
    }
  }

  /** Online for exponential stretches, offline for spells around `spellMs`: offline `offlineShare` of the time. */
  private async offlineLoop(stop: AbortSignal): Promise<void> {
    const share = this.behaviour.offlineShare;
    if (share <= 0) return;
    const meanOnlineMs = (this.behaviour.spellMs * (1 - share)) / share;
    while (!stop.aborted && !this.halted) {
      await sleep(exponential(this.random, meanOnlineMs), stop);
      if (stop.aborted) break;
      this.online = false;
      await sleep(this.behaviour.spellMs * (0.5 + this.random()), stop);
      this.goOnline();
    }
  }

  /** Back online: what was buffered goes out, shuffled, and a heartbeat says the kiosk is back. */
  private goOnline(): void {
    if (this.online) return;
    this.online = true;
    this.outbox.shuffle();
    if (!this.stopping) void this.heartbeat();
  }
}
