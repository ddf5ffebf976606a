import {
  type Analytics,
  type AnalyticsGranularity,
  type AnalyticsQuery,
  type AnalyticsSeriesPoint,
  type AnalyticsTotals,
  analyticsRangeDays,
} from "@froyo/contracts";
import type { Database, Tx } from "../../db/types.js";
import type { Scope } from "../../identity/scope.js";
import { averageCents } from "../../lib/cents.js";
import { fieldError } from "../../lib/http-errors.js";
import { reachOf } from "../kiosks/kiosks.service.js";
import {
  type AnalyticsFilter,
  type BucketRow,
  companyCurrencyAndZone,
  hourBuckets,
  kiosksInScope,
  productExists,
  sumByBucket,
  sumByHourWeekday,
  sumByKiosk,
  sumByProduct,
  sumByPromoCode,
} from "./analytics.repository.js";

/** The dashboard's reads of the same rollups: the company's currency and zone, and sales by product. */
export { companyCurrencyAndZone, sumByProduct } from "./analytics.repository.js";

const DAY_MS = 86_400_000;

/** Calendar arithmetic on `YYYY-MM-DD` (no zone: these are local dates already). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * The buckets of a range of days for every granularity but hours (which depend on the kiosks' zones). The loops
 * count in numbers, not in text: past 9999-12-31 an ISO date is "+010000-…", which sorts before "9999-…", so a
 * range ending on the last valid day never ended (and a request could exhaust the server's memory).
 */
export function dayBuckets(granularity: Exclude<AnalyticsGranularity, "hour">, from: string, to: string): string[] {
  const buckets: string[] = [];
  if (granularity === "month") {
    let [year, month] = from.split("-").map(Number) as [number, number];
    const [lastYear, lastMonth] = to.split("-").map(Number) as [number, number];
    while (year * 12 + month <= lastYear * 12 + lastMonth) {
      buckets.push(`${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-01`);
      month += 1;
      if (month > 12) [year, month] = [year + 1, 1];
    }
    return buckets;
  }
  const step = (granularity === "week" ? 7 : 1) * DAY_MS;
  const last = Date.parse(`${to}T00:00:00Z`);
  const first = Date.parse(`${granularity === "week" ? mondayOf(from) : from}T00:00:00Z`);
  for (let time = first; time <= last; time += step) buckets.push(new Date(time).toISOString().slice(0, 10));
  return buckets;
}

/** Cost and what revenue leaves after it (decision 043). */
export const costAndMargin = (revenueCents: number, costCents: number) => ({
  cost_cents: costCents,
  margin_cents: revenueCents - costCents,
});

function totalsOf(rows: BucketRow[]): AnalyticsTotals {
  let revenue = 0;
  let orders = 0;
  let items = 0;
  let cost = 0;
  for (const row of rows) {
    revenue += row.revenueCents;
    orders += row.orders;
    items += row.items;
    cost += row.costCents;
  }
  if (!Number.isSafeInteger(revenue) || !Number.isSafeInteger(cost)) throw new Error("Money beyond exact integers");
  return {
    revenue_cents: revenue,
    orders,
    items,
    average_order_cents: averageCents(revenue, orders),
    ...costAndMargin(revenue, cost),
  };
}

function seriesOf(buckets: string[], rows: BucketRow[]): AnalyticsSeriesPoint[] {
  const byBucket = new Map(rows.map((row) => [row.bucket, row]));
  return buckets.map((bucket) => {
    const row = byBucket.get(bucket);
    const revenue = row?.revenueCents ?? 0;
    return {
      bucket,
      revenue_cents: revenue,
      orders: row?.orders ?? 0,
      items: row?.items ?? 0,
      ...costAndMargin(revenue, row?.costCents ?? 0),
    };
  });
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

export function createAnalyticsService(options: { database: Database }) {
  const { database } = options;

  /** The kiosks a call covers: the reach's, narrowed to `kiosk_id` (one outside the reach is unknown: 422). */
  async function kiosksOf(tx: Tx, scope: Scope, kioskId: string | undefined) {
    const reach = reachOf(scope);
    const kiosks = await kiosksInScope(tx, scope.companyId, reach.ownerId);
    if (!kioskId) return { kiosks, restricted: reach.ownerId !== undefined };
    const chosen = kiosks.filter((kiosk) => kiosk.id === kioskId);
    if (chosen.length === 0) throw fieldError("kiosk_id", "The kiosk is not known.");
    return { kiosks: chosen, restricted: true };
  }

  async function getAnalytics(scope: Scope, query: AnalyticsQuery): Promise<Analytics> {
    const days = analyticsRangeDays(query.from, query.to);
    const previousFrom = addDays(query.from, -days);
    const previousTo = addDays(query.from, -1);
    const { kiosks, restricted, company, buckets, previousBuckets } = await database.withTenant(
      scope.companyId,
      async (tx) => {
        const covered = await kiosksOf(tx, scope, query.kiosk_id);
        if (query.product_id && !(await productExists(tx, scope.companyId, query.product_id))) {
          throw fieldError("product_id", "The product is not known.");
        }
        const company = await companyCurrencyAndZone(tx, scope.companyId);
        if (query.granularity !== "hour") {
          return {
            ...covered,
            company,
            buckets: dayBuckets(query.granularity, query.from, query.to),
            previousBuckets: dayBuckets(query.granularity, previousFrom, previousTo),
          };
        }
        const zones = [...new Set(covered.kiosks.map((kiosk) => kiosk.timezone))];
        if (zones.length === 0) zones.push(company.timezone);
        return {
          ...covered,
          company,
          buckets: await hourBuckets(tx, zones, query.from, query.to),
          previousBuckets: await hourBuckets(tx, zones, previousFrom, previousTo),
        };
      },
    );
    // All of a client's kiosks: their own rollups answer (decision 026); one kiosk reads the per-kiosk ones.
    const ownerId = query.kiosk_id ? undefined : reachOf(scope).ownerId;
    const base = {
      companyId: scope.companyId,
      kioskIds: restricted ? kiosks.map((kiosk) => kiosk.id) : null,
      ...(ownerId ? { ownerId } : {}),
      ...(query.product_id ? { productId: query.product_id } : {}),
    };
    const both: AnalyticsFilter = { ...base, from: previousFrom, to: query.to };
    const current: AnalyticsFilter = { ...base, from: query.from, to: query.to };

    // The five breakdowns read different rollups: each on a connection of its own, at once (on PostgreSQL; the
    // embedded database runs them in turn). Nothing is lost by leaving one transaction: at READ COMMITTED each
    // statement of a transaction read its own snapshot anyway.
    const read = <T>(work: (tx: Tx) => Promise<T>) => database.withTenant(scope.companyId, work);
    const [rows, cellRows, productRows, kioskRows, promoRows] = await Promise.all([
      read((tx) => sumByBucket(tx, both, query.from, query.granularity)),
      read((tx) => sumByHourWeekday(tx, current)),
      read((tx) => sumByProduct(tx, current)),
      read((tx) => sumByKiosk(tx, current)),
      read((tx) => sumByPromoCode(tx, current)),
    ]);
    const currentRows = rows.filter((row) => row.current);
    const previousRows = rows.filter((row) => !row.current);

    const names = new Map(kiosks.map((kiosk) => [kiosk.id, kiosk.name]));
    const cells = new Map(cellRows.map((cell) => [`${cell.weekday}:${cell.hour}`, cell] as const));
    const byHourWeekday = [];
    for (let weekday = 1; weekday <= 7; weekday += 1) {
      for (let hour = 0; hour < 24; hour += 1) {
        const cell = cells.get(`${weekday}:${hour}`);
        byHourWeekday.push({ weekday, hour, revenue_cents: cell?.revenueCents ?? 0, orders: cell?.orders ?? 0 });
      }
    }

    return {
      currency: company.currency,
      totals: totalsOf(currentRows),
      previous_totals: totalsOf(previousRows),
      series: seriesOf(buckets, currentRows),
      previous_series: seriesOf(previousBuckets, previousRows),
      by_product: productRows.map((row) => ({
        product_id: row.productId,
        name: row.name,
        revenue_cents: row.revenueCents,
        quantity: row.quantity,
        ...costAndMargin(row.revenueCents, row.costCents),
      })),
      by_kiosk: kioskRows.map((row) => ({
        kiosk_id: row.kioskId,
        name: names.get(row.kioskId) ?? "",
        revenue_cents: row.revenueCents,
        orders: row.orders,
        ...costAndMargin(row.revenueCents, row.costCents),
      })),
      by_hour_weekday: byHourWeekday,
      by_promo_code: promoRows.map((row) => ({
        code: row.code,
        orders: row.orders,
        discount_cents: row.discountCents,
        revenue_cents: row.revenueCents,
      })),
    };
  }

  return { getAnalytics };
}
