import {
  type DeviceSale,
  dayOfYear,
  formatDate,
  isoWithOffset,
  type LocalDate,
  type PaymentMethod,
  type SaleStatus,
  weekdayOf,
  zonedInstant,
} from "@froyo/contracts";
import { discountFor } from "../modules/promo-codes/redemptions.service.js";
import { between, pickWeighted, poisson, type Random, randomInt, seededRandom, shuffled } from "./random.js";

/**
 * Realistic kiosk sales, the same for the demo history and the simulator: opening hours in the kiosk's local time
 * with lunch, afternoon and evening peaks, busier weekends, a mild season, kiosks busier than others; baskets of a
 * cup and toppings at catalog prices; mostly card payments; a few refunds, failures, promo codes and free cups.
 * Everything follows from the seed, so the same seed gives the same sales.
 */

export interface CatalogProduct {
  id: string;
  priceCents: number;
}

export interface KioskSalesProfile {
  /**
   * The start of the kiosk's order ids: `<prefix>-<counter>` live, `<prefix>-<yyyymmdd>-<n>` in the history; unique
   * per kiosk as long as each run of a kiosk has its own prefix.
   */
  orderPrefix: string;
  timezone: string;
  catalog: readonly CatalogProduct[];
}

/** Local opening hours: the first hour open and the hour the kiosk closes. */
export const OPENING_HOURS = { opens: 10, closes: 22 } as const;

/** Traffic of each open hour (10:00 first) relative to the others: lunch, mid-afternoon and evening peaks. */
const HOUR_WEIGHTS = [0.55, 0.85, 1.45, 1.5, 1.0, 1.1, 1.35, 1.25, 1.1, 1.3, 1.15, 0.7];
const HOUR_WEIGHT_SUM = HOUR_WEIGHTS.reduce((sum, weight) => sum + weight, 0);
/** Sunday first: weekends busier, early weekdays quieter. */
const WEEKDAY_FACTORS = [1.3, 0.8, 0.85, 0.9, 0.95, 1.15, 1.4];

/** How much busier than its average open hour a kiosk is at this local hour; 0 while it is closed. */
export function hourFactor(hour: number): number {
  const weight = HOUR_WEIGHTS[hour - OPENING_HOURS.opens];
  return weight === undefined ? 0 : (weight * HOUR_WEIGHTS.length) / HOUR_WEIGHT_SUM;
}

/** Orders a kiosk of average busyness takes on an average day (sized for the history's budget: see history.ts). */
export const AVERAGE_ORDERS_PER_DAY = 48;

/** Codes the demo history's discounted sales name; the same rules as the server's (`discountFor`). */
export const DEMO_PROMO_CODES = [
  { code: "WELCOME10", percentOff: 10, amountOffCents: null },
  { code: "FROYO1OFF", percentOff: null, amountOffCents: 100 },
] as const;

const PAYMENTS: readonly (readonly [PaymentMethod, number])[] = [
  ["card", 0.6],
  ["mobile", 0.25],
  ["cash", 0.12],
  // A loyalty card's free cup: the whole subtotal is discounted.
  ["free", 0.03],
];
const REFUNDED_SHARE = 0.015;
/** Only card and mobile payments fail (declined, timed out); cash does not. */
const FAILED_SHARE = 0.012;
const PROMO_SHARE = 0.05;
const TOPPING_COUNTS: readonly (readonly [number, number])[] = [
  [0, 0.45],
  [1, 0.4],
  [2, 0.15],
];

/** What a kiosk knows of a sale before any discount: the basket, how it is paid and how it ended. */
export interface SaleDraft {
  id: string;
  occurredAt: number;
  items: { product_id: string; quantity: number; unit_price_cents: number }[];
  subtotalCents: number;
  paymentMethod: PaymentMethod;
  status: SaleStatus;
}

export interface AppliedPromo {
  code: string;
  discountCents: number;
}

/**
 * A product is a topping when it costs at most a third of the dearest one: the device catalog names no category,
 * and a cup always costs several toppings. The dearest product is always a cup.
 */
export function splitCatalog(catalog: readonly CatalogProduct[]) {
  const dearest = Math.max(...catalog.map((product) => product.priceCents));
  const isTopping = (product: CatalogProduct) => product.priceCents * 3 <= dearest && product.priceCents < dearest;
  return {
    cups: catalog.filter((product) => !isTopping(product)),
    toppings: catalog.filter(isTopping),
  };
}

export class SalesGenerator {
  /** This kiosk's traffic relative to an average one (its site): 0.7 to 1.3. */
  readonly busyness: number;
  /** The live stream (the simulator's orders, one after the other); each history day has its own. */
  private readonly random: Random;
  private readonly cups: (readonly [CatalogProduct, number])[];
  private readonly toppings: CatalogProduct[];
  private counter = 0;

  constructor(
    private readonly profile: KioskSalesProfile,
    private readonly seed: string,
  ) {
    if (profile.catalog.length === 0) throw new Error("A kiosk with an empty catalog sells nothing.");
    const site = seededRandom(`${seed}:site`);
    this.busyness = between(site, 0.7, 1.3);
    const { cups, toppings } = splitCatalog(profile.catalog);
    // Each kiosk has its favourite flavours.
    this.cups = cups.map((product) => [product, between(site, 0.5, 1.5)] as const);
    this.toppings = toppings;
    this.random = seededRandom(seed);
  }

  /** The mean number of orders in one local hour of a day (0 when closed). */
  expectedOrders(date: LocalDate, hour: number, dayFactor = this.dayFactor(date)): number {
    return (AVERAGE_ORDERS_PER_DAY / HOUR_WEIGHTS.length) * this.busyness * dayFactor * hourFactor(hour);
  }

  /**
   * The sales of one local day whose instants fall in [from, to], in time order, with order ids
   * `<prefix>-<yyyymmdd>-<n>`. A day is drawn from the seed and its date alone, so a sale keeps its id and contents
   * whatever the window: seeding again answers duplicates, never a reused id.
   */
  salesOfDay(date: LocalDate, window: { from: number; to: number }): DeviceSale[] {
    const random = seededRandom(`${this.seed}:${formatDate(date)}`);
    const dayFactor = this.dayFactor(date);
    const instants: number[] = [];
    for (let hour = OPENING_HOURS.opens; hour < OPENING_HOURS.closes; hour += 1) {
      const count = poisson(random, this.expectedOrders(date, hour, dayFactor));
      for (let i = 0; i < count; i += 1) {
        const local = { ...date, hour, minute: randomInt(random, 0, 59), second: randomInt(random, 0, 59) };
        instants.push(zonedInstant(local, this.profile.timezone));
      }
    }
    const day = formatDate(date).replaceAll("-", "");
    return instants
      .sort((a, b) => a - b)
      .map((instant, index) => {
        const id = `${this.profile.orderPrefix}-${day}-${String(index + 1).padStart(3, "0")}`;
        const draft = this.draftWith(random, id, instant, () => true) as SaleDraft;
        const promo = this.wantsPromoWith(random, draft) ? demoPromo(random, draft.subtotalCents) : null;
        return this.complete(draft, promo);
      })
      .filter((sale) => {
        const instant = Date.parse(sale.occurred_at);
        return instant >= window.from && instant <= window.to;
      });
  }

  /**
   * The kiosk's next order at an instant, id `<prefix>-<counter>`. `isAvailable` says which products can be sold
   * now (a kiosk's empty tray cannot); null when no cup can.
   */
  draft(occurredAt: number, isAvailable: (productId: string) => boolean = () => true): SaleDraft | null {
    const id = `${this.profile.orderPrefix}-${String(this.counter + 1).padStart(6, "0")}`;
    const draft = this.draftWith(this.random, id, occurredAt, isAvailable);
    if (draft) this.counter += 1;
    return draft;
  }

  /** Whether the next order asks for a promo code (the simulator then redeems one through the API). */
  wantsPromo(draft: SaleDraft): boolean {
    return this.wantsPromoWith(this.random, draft);
  }

  /** The sale as the kiosk sends it: a free cup discounts the whole subtotal, a promo code its discount. */
  complete(draft: SaleDraft, promo: AppliedPromo | null): DeviceSale {
    const free = draft.paymentMethod === "free";
    const discount = free ? draft.subtotalCents : Math.min(promo?.discountCents ?? 0, draft.subtotalCents);
    return {
      id: draft.id,
      occurred_at: isoWithOffset(draft.occurredAt, this.profile.timezone),
      items: draft.items,
      subtotal_cents: draft.subtotalCents,
      discount_cents: discount,
      total_cents: draft.subtotalCents - discount,
      payment_method: draft.paymentMethod,
      ...(promo && !free ? { promo_code: promo.code } : {}),
      status: draft.status,
    };
  }

  /** Weekday, season (froyo sells more in summer), the week's and the day's weather: mild swings. */
  dayFactor(date: LocalDate): number {
    const season = 1 + 0.12 * Math.sin((2 * Math.PI * (dayOfYear(date) - 110)) / 365);
    const week = Math.floor(Date.UTC(date.year, date.month - 1, date.day) / (7 * 24 * 3600 * 1000));
    const weekly = between(seededRandom(`${this.seed}:week:${week}`), 0.9, 1.1);
    const daily = between(seededRandom(`${this.seed}:weather:${formatDate(date)}`), 0.85, 1.15);
    return (WEEKDAY_FACTORS[weekdayOf(date)] as number) * season * weekly * daily;
  }

  private draftWith(
    random: Random,
    id: string,
    occurredAt: number,
    isAvailable: (productId: string) => boolean,
  ): SaleDraft | null {
    const cups = this.cups.filter(([product]) => isAvailable(product.id));
    if (cups.length === 0) return null;
    const items = this.basket(random, cups, isAvailable);
    const paymentMethod = pickWeighted(random, PAYMENTS);
    return {
      id,
      occurredAt,
      items,
      subtotalCents: items.reduce((sum, item) => sum + item.quantity * item.unit_price_cents, 0),
      paymentMethod,
      status: statusFor(random, paymentMethod),
    };
  }

  private wantsPromoWith(random: Random, draft: SaleDraft): boolean {
    return draft.paymentMethod !== "free" && draft.status !== "refunded" && random() < PROMO_SHARE;
  }

  /** A cup (now and then two of it), then none to two toppings, or without toppings sometimes a second cup. */
  private basket(
    random: Random,
    cups: (readonly [CatalogProduct, number])[],
    isAvailable: (productId: string) => boolean,
  ): SaleDraft["items"] {
    const cup = pickWeighted(random, cups);
    const lines = [{ product: cup, quantity: random() < 0.08 ? 2 : 1 }];
    const toppings = this.toppings.filter((product) => isAvailable(product.id));
    if (toppings.length > 0) {
      const count = pickWeighted(random, TOPPING_COUNTS);
      for (const topping of shuffled(random, toppings).slice(0, count)) {
        lines.push({ product: topping, quantity: random() < 0.05 ? 2 : 1 });
      }
    } else if (cups.length > 1 && random() < 0.15) {
      lines.push({
        product: pickWeighted(
          random,
          cups.filter(([product]) => product !== cup),
        ),
        quantity: 1,
      });
    }
    return lines.map((line) => ({
      product_id: line.product.id,
      quantity: line.quantity,
      unit_price_cents: line.product.priceCents,
    }));
  }
}

function statusFor(random: Random, payment: PaymentMethod): SaleStatus {
  const roll = random();
  if ((payment === "card" || payment === "mobile") && roll < FAILED_SHARE) return "failed";
  if (payment !== "free" && roll > 1 - REFUNDED_SHARE) return "refunded";
  return "paid";
}

function demoPromo(random: Random, subtotalCents: number): AppliedPromo {
  const code = DEMO_PROMO_CODES[randomInt(random, 0, DEMO_PROMO_CODES.length - 1)] as (typeof DEMO_PROMO_CODES)[number];
  return { code: code.code, discountCents: discountFor(code, subtotalCents) };
}
