import { localTimeAt, weekdayOf } from "@froyo/contracts";
import { halfChanceDemand, poissonAtLeast } from "./poisson.js";

/**
 * Expected demand per local hour of the week and the stock-out instants it implies (docs/decisions/039). Pure: the
 * repository reads the rollups into `SlotHistory`, this file does the arithmetic, so the tests can compare it with a
 * model summed from raw sales.
 */

export const SLOTS = 168;
export const HISTORY_WEEKS = 8;
/** Each older week counts this much less than the one after it. */
export const WEEK_DECAY = 0.75;
/** Fewer complete weeks than this and a kiosk borrows its company's pattern. */
export const MIN_OWN_WEEKS = 2;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Σ of the weights of the `weeks` most recent weeks (week 0 is the last complete one). */
export function weightOfWeeks(weeks: number): number {
  let total = 0;
  for (let k = 0; k < weeks; k += 1) total += WEEK_DECAY ** k;
  return total;
}

/** Week-weighted sums read from the rollups over the complete weeks of history in the window (see repository). */
export interface SlotHistory {
  /** Σ_k 0.75^k × units sold in week k at each local hour of the week (Monday 00:00 = 0). */
  slotUnits: Float64Array;
  /** Σ_k 0.75^k × units of each product. */
  productUnits: Map<string, number>;
  /** Complete weeks of history counted (0 to 8). */
  weeks: number;
}

export interface KioskHistory extends SlotHistory {
  /** Days with history before today (0 to 56, from the first day it sold) and the units sold over them. */
  recentDays: number;
  recentUnits: number;
}

export interface CompanyHistory extends SlotHistory {
  /** Kiosks that sold in the window: the company's volume per kiosk divides by it. */
  sellingKiosks: number;
}

const sum = (values: Iterable<number>) => {
  let total = 0;
  for (const value of values) total += value;
  return total;
};

/**
 * Units per hour expected at each slot for one product of one kiosk, split evenly among the `trays` trays that hold
 * it. Its own weeks when it has at least two; otherwise the company's hour-of-week shape and product share, scaled
 * to the kiosk's own daily units (or to the company's average per kiosk when it has not a day of history).
 */
export function productRates(kiosk: KioskHistory, company: CompanyHistory, productId: string, trays = 1): Float64Array {
  const rates = new Float64Array(SLOTS);
  if (kiosk.weeks >= MIN_OWN_WEEKS) {
    const total = sum(kiosk.slotUnits);
    if (total <= 0) return rates;
    const factor = (kiosk.productUnits.get(productId) ?? 0) / total / weightOfWeeks(kiosk.weeks) / trays;
    for (let slot = 0; slot < SLOTS; slot += 1) rates[slot] = (kiosk.slotUnits[slot] as number) * factor;
    return rates;
  }
  const shape = sum(company.slotUnits);
  if (shape <= 0 || company.weeks === 0) return rates;
  const daily =
    kiosk.recentDays > 0
      ? kiosk.recentUnits / kiosk.recentDays
      : shape / weightOfWeeks(company.weeks) / 7 / Math.max(1, company.sellingKiosks);
  // Units of the product among all units (the hourly items count the same units as the product rollup's quantities).
  const share = (company.productUnits.get(productId) ?? 0) / shape;
  const factor = (7 * daily * share) / shape / trays;
  for (let slot = 0; slot < SLOTS; slot += 1) rates[slot] = (company.slotUnits[slot] as number) * factor;
  return rates;
}

/** Monday 00:00 = 0 … Sunday 23:00 = 167, on the zone's wall clock at an instant. */
export function slotAt(instant: number, timeZone: string): number {
  const local = localTimeAt(instant, timeZone);
  return ((weekdayOf(local) + 6) % 7) * 24 + local.hour;
}

/**
 * The hours from `now` to the horizon, each with its local hour of the week: the rest of the current hour, then whole
 * hours. Absolute hours mapped one by one, so a day the clocks go forward has 23 of them and one that goes back has
 * its repeated hour twice.
 */
export interface Projection {
  now: number;
  end: number;
  starts: Float64Array;
  hours: Float64Array;
  slots: Int16Array;
}

export function projectHours(now: number, timeZone: string, horizonMs: number): Projection {
  const end = now + horizonMs;
  const local = localTimeAt(now, timeZone);
  const intoHour = (local.minute * 60 + local.second) * 1000 + (((now % 1000) + 1000) % 1000);
  const starts: number[] = [];
  const hours: number[] = [];
  const slots: number[] = [];
  let at = now;
  let next = now - intoHour + HOUR_MS;
  while (at < end) {
    const stop = Math.min(next, end);
    starts.push(at);
    hours.push((stop - at) / HOUR_MS);
    slots.push(slotAt(at, timeZone));
    at = stop;
    next = stop + HOUR_MS;
  }
  return {
    now,
    end,
    starts: Float64Array.from(starts),
    hours: Float64Array.from(hours),
    slots: Int16Array.from(slots),
  };
}

/** Λ(t): the units expected from now until `at` (capped at the projection's end). */
export function demandUntil(rates: Float64Array, projection: Projection, at: number): number {
  let total = 0;
  const { starts, hours, slots } = projection;
  for (let index = 0; index < starts.length; index += 1) {
    const start = starts[index] as number;
    if (start >= at) break;
    const length = Math.min(hours[index] as number, (at - start) / HOUR_MS);
    total += (rates[slots[index] as number] as number) * length;
  }
  return total;
}

/** The first instant Λ(t) reaches `target` (null if not before the projection's end), to the next whole second. */
export function instantOfDemand(rates: Float64Array, projection: Projection, target: number): number | null {
  if (target <= 0) return projection.now;
  let total = 0;
  const { starts, hours, slots } = projection;
  for (let index = 0; index < starts.length; index += 1) {
    const rate = rates[slots[index] as number] as number;
    const gained = rate * (hours[index] as number);
    if (gained > 0 && total + gained >= target) {
      const at = (starts[index] as number) + ((target - total) / rate) * HOUR_MS;
      const whole = Math.ceil(at / 1000) * 1000;
      return whole <= projection.end ? whole : null;
    }
    total += gained;
  }
  return null;
}

export interface TrayOutlook {
  soldPerDay: number;
  lowAt: number | null;
  emptiesAt: number | null;
  stockoutProbability24h: number;
}

/**
 * A tray's outlook: empty when P(D ≥ level) ≥ ½, low when P(D ≥ level − threshold) ≥ ½ (now if already there),
 * the chance the next 24 hours take the whole level, and units per day over the coming week. The projection must
 * reach at least 7 days.
 */
export function trayOutlook(
  tray: { level: number; lowThreshold: number },
  rates: Float64Array,
  projection: Projection,
): TrayOutlook {
  const level = Math.max(0, tray.level);
  return {
    soldPerDay: demandUntil(rates, projection, projection.now + 7 * DAY_MS) / 7,
    lowAt: instantOfDemand(rates, projection, halfChanceDemand(level - tray.lowThreshold)),
    emptiesAt: instantOfDemand(rates, projection, halfChanceDemand(level)),
    stockoutProbability24h: poissonAtLeast(level, demandUntil(rates, projection, projection.now + DAY_MS)),
  };
}

/**
 * Expected hours a tray spends empty while the kiosk sells, over the projection's first `hours`: Σ P(D(t) ≥ level)
 * over its selling hours (the forecast's Poisson demand, as trayOutlook's). What ranks kiosks that are all due now.
 */
export function expectedEmptyHours(level: number, rates: Float64Array, projection: Projection, hours: number): number {
  let total = 0;
  for (let index = 0; index < Math.min(hours, projection.starts.length); index += 1) {
    if ((rates[projection.slots[index] as number] as number) <= 0) continue;
    const end = (projection.starts[index] as number) + (projection.hours[index] as number) * HOUR_MS;
    total += poissonAtLeast(level, demandUntil(rates, projection, end)) * (projection.hours[index] as number);
  }
  return total;
}

/** The level expected at `at`: what is left after the expected demand, whole units, never below zero. */
export function expectedLevelAt(level: number, rates: Float64Array, projection: Projection, at: number): number {
  return Math.max(0, Math.floor(level - demandUntil(rates, projection, at)));
}

/** What to bring so the tray reaches par on arrival (the expected level is floored, so this is rounded up). */
export function quantityToPar(parLevel: number, expectedLevel: number): number {
  return Math.max(0, parLevel - expectedLevel);
}
