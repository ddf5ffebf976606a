import { FORECAST_HORIZON_DAYS, type KioskForecast, type TrayForecast } from "@froyo/contracts";
import type { Tx } from "../../db/types.js";
import {
  type CompanyHistory,
  type KioskHistory,
  MIN_OWN_WEEKS,
  type Projection,
  productRates,
  projectHours,
  SLOTS,
  trayOutlook,
} from "./demand-model.js";
import {
  type CompanySums,
  type ForecastKioskRow,
  type ForecastReach,
  type ForecastTrayRow,
  listForecastKiosks,
  listForecastTrays,
  sumCompanyWeeks,
  sumKioskWeeks,
  type WeightedSums,
} from "./forecast.repository.js";

/**
 * Every reachable kiosk's trays with their hourly rates and outlook, from the rollups in a fixed number of queries
 * (docs/decisions/039). What the forecast, the due list and the pick lists share.
 */

export const HORIZON_MS = FORECAST_HORIZON_DAYS * 24 * 3_600_000;

export interface ForecastTray extends ForecastTrayRow {
  /** Units per hour at each local hour of the week; zeros for an empty slot. */
  rates: Float64Array;
  forecast: TrayForecast;
}

export interface ForecastKiosk extends ForecastKioskRow {
  projection: Projection;
  visitBy: string | null;
  trays: ForecastTray[];
}

const iso = (instant: number | null) => (instant === null ? null : new Date(instant).toISOString());
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * The week-weighted sums of each kiosk, remembered by what they depend on: the kiosk, its local today, the weeks
 * counted and the units sold in its window (a late sale in the window changes them, and so misses). Reading them is
 * most of a due list's cost, and they change once a day. One cache per service, so apps on other databases (tests)
 * never share one.
 */
export type SumsCache = Map<string, { slots: Float64Array; products: Map<string, number> }>;
const CACHE_MAX = 20_000;

async function learntSums(
  tx: Tx,
  companyId: string,
  own: ForecastKioskRow[],
  weeksOf: (kiosk: ForecastKioskRow) => number,
  cache: SumsCache,
): Promise<WeightedSums> {
  const keyOf = (kiosk: ForecastKioskRow) =>
    `${companyId}:${kiosk.id}:${kiosk.today}:${weeksOf(kiosk)}:${kiosk.daysOfHistory}:${kiosk.recentUnits}`;
  const missing = own.filter((kiosk) => !cache.has(keyOf(kiosk)));
  const windows = missing.map((kiosk) => ({ kioskId: kiosk.id, today: kiosk.today, weeks: weeksOf(kiosk) }));
  const read = await sumKioskWeeks(tx, companyId, windows);
  if (cache.size + missing.length > CACHE_MAX) cache.clear();
  for (const kiosk of missing) {
    cache.set(keyOf(kiosk), {
      slots: read.slots.get(kiosk.id) ?? new Float64Array(SLOTS),
      products: read.products.get(kiosk.id) ?? new Map(),
    });
  }
  const sums: WeightedSums = { slots: new Map(), products: new Map() };
  for (const kiosk of own) {
    const entry = cache.get(keyOf(kiosk));
    if (!entry) continue;
    sums.slots.set(kiosk.id, entry.slots);
    sums.products.set(kiosk.id, entry.products);
  }
  return sums;
}

export async function forecastKiosks(
  tx: Tx,
  reach: ForecastReach,
  now: Date,
  onlineSeconds: number,
  cache: SumsCache = new Map(),
): Promise<ForecastKiosk[]> {
  const kiosks = await listForecastKiosks(tx, reach, now, onlineSeconds);

  if (kiosks.length === 0) return [];
  const weeksOf = (kiosk: ForecastKioskRow) => Math.min(8, Math.floor(kiosk.daysOfHistory / 7));
  const own = kiosks.filter((kiosk) => weeksOf(kiosk) >= MIN_OWN_WEEKS);
  const trays = await listForecastTrays(
    tx,
    reach.companyId,
    kiosks.map((kiosk) => kiosk.id),
  );
  const sums = await learntSums(tx, reach.companyId, own, weeksOf, cache);
  const borrows = own.length < kiosks.length;
  const company: CompanySums = borrows
    ? await sumCompanyWeeks(tx, reach.companyId, now)
    : { slots: new Float64Array(SLOTS), products: new Map(), weeks: 0, sellingKiosks: 0 };
  const companyHistory: CompanyHistory = {
    slotUnits: company.slots,
    productUnits: company.products,
    weeks: company.weeks,
    sellingKiosks: company.sellingKiosks,
  };

  // One projection per zone: the mapping of the coming hours to local hours of the week is the costly part.
  const projections = new Map<string, Projection>();
  const projectionOf = (zone: string) => {
    const projection = projections.get(zone) ?? projectHours(now.getTime(), zone, HORIZON_MS);
    projections.set(zone, projection);
    return projection;
  };
  const traysByKiosk = new Map<string, ForecastTrayRow[]>();
  for (const tray of trays) traysByKiosk.set(tray.kioskId, [...(traysByKiosk.get(tray.kioskId) ?? []), tray]);

  return kiosks.map((kiosk) => {
    const history: KioskHistory = {
      slotUnits: sums.slots.get(kiosk.id) ?? new Float64Array(SLOTS),
      productUnits: sums.products.get(kiosk.id) ?? new Map(),
      weeks: weeksOf(kiosk),
      recentDays: kiosk.daysOfHistory,
      recentUnits: kiosk.recentUnits,
    };
    const projection = projectionOf(kiosk.timezone);
    const kioskTrays = traysByKiosk.get(kiosk.id) ?? [];
    const holding = new Map<string, number>();
    for (const tray of kioskTrays) {
      if (tray.productId) holding.set(tray.productId, (holding.get(tray.productId) ?? 0) + 1);
    }
    const isOnline = kiosk.status === "online";
    const forecastTrays = kioskTrays.map((tray): ForecastTray => {
      const rates = tray.productId
        ? productRates(history, companyHistory, tray.productId, holding.get(tray.productId))
        : new Float64Array(SLOTS);
      const outlook = trayOutlook(tray, rates, projection);
      // Offline and maintenance kiosks: their levels may be stale, so no instant is guessed; an empty slot sells nothing.
      const guessed = isOnline && tray.productId !== null;
      return {
        ...tray,
        rates,
        forecast: {
          tray_id: tray.id,
          position: tray.position,
          product_id: tray.productId,
          level: tray.level,
          par_level: tray.parLevel,
          low_threshold: tray.lowThreshold,
          sold_per_day: round(outlook.soldPerDay, 2),
          low_at: guessed ? iso(outlook.lowAt) : null,
          empties_at: guessed ? iso(outlook.emptiesAt) : null,
          stockout_probability_24h: guessed ? round(outlook.stockoutProbability24h, 4) : null,
        },
      };
    });
    const empties = forecastTrays.flatMap((tray) => (tray.forecast.empties_at ? [tray.forecast.empties_at] : []));
    return {
      ...kiosk,
      projection,
      visitBy: empties.length > 0 ? (empties.sort()[0] as string) : null,
      trays: forecastTrays,
    };
  });
}

export function toKioskForecast(kiosk: ForecastKiosk): KioskForecast {
  return {
    kiosk_id: kiosk.id,
    visit_by: kiosk.visitBy,
    status: kiosk.status,
    trays: kiosk.trays.map((tray) => tray.forecast),
  };
}
