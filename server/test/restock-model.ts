import { localTimeAt } from "@froyo/contracts";
import { halfChanceDemand, poissonAtLeast } from "../src/modules/restock/poisson.js";
import { addDays, localOf, type RawData, type RawSale } from "./sales-model.js";

/**
 * The naive model of the restock forecast (docs/decisions/039): rates summed by hand from the raw paid sales (local
 * days and hours from Intl), then demand walked minute by minute from `now` (each minute's local hour of the week
 * read again), so the API's rollup queries and hour-by-hour projection are checked against neither.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface ModelTray {
  id: string;
  productId: string | null;
  level: number;
  lowThreshold: number;
}

export interface ModelOutlook {
  sold_per_day: number;
  low_at: number | null;
  empties_at: number | null;
  stockout_probability_24h: number;
}

const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);
const slotOf = (date: string, hour: number) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) * 24 + hour;
const weightOf = (weeks: number) => Array.from({ length: weeks }, (_, k) => 0.75 ** k).reduce((a, b) => a + b, 0);

interface Sums {
  slots: number[];
  products: Map<string, number>;
}

function sumWeeks(sales: RawSale[], today: string, weeks: number): Sums {
  const sums: Sums = { slots: Array(168).fill(0), products: new Map() };
  const from = addDays(today, -7 * weeks);
  for (const sale of sales) {
    if (sale.localDate < from || sale.localDate >= today) continue;
    const w = 0.75 ** Math.floor((days(sale.localDate, today) - 1) / 7);
    const slot = slotOf(sale.localDate, sale.localHour);
    sums.slots[slot] = (sums.slots[slot] as number) + w * sale.itemCount;
    for (const item of sale.items)
      sums.products.set(item.productId, (sums.products.get(item.productId) ?? 0) + w * item.quantity);
  }
  return sums;
}

/** Units per hour at each local hour of the week for each product tray of a kiosk. */
export function modelRates(
  raw: RawData,
  kioskId: string,
  trays: ModelTray[],
  now: number,
  companyZone: string,
): Map<string, number[]> {
  const kiosk = raw.kiosks.get(kioskId);
  if (!kiosk) throw new Error("no kiosk");
  const paid = raw.sales.filter((sale) => sale.status === "paid" && sale.itemCount > 0);
  const own = paid.filter((sale) => sale.kioskId === kioskId);
  const today = localOf(now, kiosk.timezone).date;
  const first = own.map((sale) => sale.localDate).sort()[0];
  const history = first ? Math.min(56, days(first, today)) : 0;
  const weeks = Math.min(8, Math.floor(history / 7));
  const holding = new Map<string, number>();
  for (const tray of trays) if (tray.productId) holding.set(tray.productId, (holding.get(tray.productId) ?? 0) + 1);

  let rateOf: (productId: string, slot: number) => number;
  if (weeks >= 2) {
    const sums = sumWeeks(own, today, weeks);
    const total = sums.slots.reduce((a, b) => a + b, 0);
    rateOf = (productId, slot) =>
      total > 0 ? ((sums.slots[slot] as number) * (sums.products.get(productId) ?? 0)) / total / weightOf(weeks) : 0;
  } else {
    const companyToday = localOf(now, companyZone).date;
    const companyFirst = paid.map((sale) => sale.localDate).sort()[0];
    const companyWeeks = companyFirst ? Math.min(8, Math.floor(days(companyFirst, companyToday) / 7)) : 0;
    const sums = sumWeeks(paid, companyToday, companyWeeks);
    const shape = sums.slots.reduce((a, b) => a + b, 0);
    const from = addDays(companyToday, -7 * companyWeeks);
    const selling = new Set(paid.filter((s) => s.localDate >= from && s.localDate < companyToday).map((s) => s.kioskId))
      .size;
    // The later of its first day and 56 days ago (local dates as YYYY-MM-DD sort as text).
    const recentFrom = first && history > 0 ? ([first, addDays(today, -56)].sort()[1] as string) : today;
    const recent = own
      .filter((s) => s.localDate >= recentFrom && s.localDate < today)
      .reduce((sum, s) => sum + s.itemCount, 0);
    const daily = history > 0 ? recent / history : shape / weightOf(companyWeeks) / 7 / Math.max(1, selling);
    rateOf = (productId, slot) =>
      shape > 0 && companyWeeks > 0
        ? ((sums.slots[slot] as number) / shape) * 7 * daily * ((sums.products.get(productId) ?? 0) / shape)
        : 0;
  }
  return new Map(
    trays.flatMap((tray) =>
      tray.productId
        ? [
            [
              tray.id,
              Array.from(
                { length: 168 },
                (_, slot) => rateOf(tray.productId as string, slot) / (holding.get(tray.productId as string) ?? 1),
              ),
            ] as const,
          ]
        : [],
    ),
  );
}

/** Λ minute by minute from `now` for 14 days, each minute at the rate of its own local hour of the week. */
export function modelOutlook(rates: number[], tray: ModelTray, now: number, timeZone: string): ModelOutlook {
  const steps = 14 * 24 * 60;
  const cumulative = [0];
  const perMinute: number[] = [];
  for (let minute = 0; minute < steps; minute += 1) {
    const local = localTimeAt(now + minute * MINUTE, timeZone);
    const weekday = (new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay() + 6) % 7;
    const rate = (rates[weekday * 24 + local.hour] as number) / 60;
    perMinute.push(rate);
    cumulative.push((cumulative.at(-1) as number) + rate);
  }
  const reach = (target: number): number | null => {
    if (target <= 0) return now;
    for (let minute = 0; minute < steps; minute += 1) {
      if ((cumulative[minute + 1] as number) >= target && (perMinute[minute] as number) > 0) {
        const at =
          now + minute * MINUTE + ((target - (cumulative[minute] as number)) / (perMinute[minute] as number)) * MINUTE;
        return Math.ceil(at / 1000) * 1000;
      }
    }
    return null;
  };
  const level = Math.max(0, tray.level);
  return {
    sold_per_day: (cumulative[7 * 24 * 60] as number) / 7,
    low_at: reach(halfChanceDemand(level - tray.lowThreshold)),
    empties_at: reach(halfChanceDemand(level)),
    stockout_probability_24h: poissonAtLeast(level, cumulative[24 * 60] as number),
  };
}
