import { type Analytics, type AnalyticsGranularity, localTimeAt } from "@froyo/contracts";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { kiosks, saleItems, sales } from "../src/db/schema/index.js";
import type { TestApp } from "./test-app.js";

/**
 * The naive model of the sales figures: raw rows read back from the tables, local days and hours worked out again
 * with Intl (not the database's AT TIME ZONE), and every figure of /api/sales/data and /api/dashboard summed by
 * hand. The property tests compare the API with it.
 */

export interface RawKiosk {
  id: string;
  name: string;
  timezone: string;
  ownerId: string | null;
  live: boolean;
  lastHeartbeatAt: number | null;
  maintenance: boolean;
  createdAt: number;
}

export interface RawSale {
  id: string;
  kioskId: string;
  occurredAt: number;
  status: string;
  subtotalCents: number;
  paymentMethod: string;
  totalCents: number;
  /** Given back so far: all of the total once refunded (decision 043). */
  refundedCents: number;
  discountCents: number;
  itemCount: number;
  promoCode: string | null;
  localDate: string;
  localHour: number;
  /** `unitCostCents`: the cost frozen into the line at ingestion (null: none was known, counted as 0). */
  items: { productId: string; quantity: number; unitPriceCents: number; unitCostCents: number | null }[];
}

export interface RawData {
  kiosks: Map<string, RawKiosk>;
  sales: RawSale[];
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

export function localOf(instant: number, timeZone: string): { date: string; hour: number; seconds: number } {
  const local = localTimeAt(instant, timeZone);
  return {
    date: `${pad(local.year, 4)}-${pad(local.month)}-${pad(local.day)}`,
    hour: local.hour,
    seconds: local.hour * 3600 + local.minute * 60 + local.second,
  };
}

export async function loadRaw(t: TestApp, companyId: string): Promise<RawData> {
  return t.db.database.withTenant(companyId, async (tx) => {
    const kioskRows = await tx.select().from(kiosks).where(eq(kiosks.companyId, companyId));
    const saleRows = await tx.select().from(sales).where(eq(sales.companyId, companyId));
    const itemRows = await tx.select().from(saleItems).where(eq(saleItems.companyId, companyId));
    const itemsOf = new Map<string, RawSale["items"]>();
    for (const item of itemRows) {
      const list = itemsOf.get(item.saleId) ?? [];
      list.push({
        productId: item.productId,
        quantity: item.quantity,
        unitPriceCents: item.unitPriceCents,
        unitCostCents: item.unitCostCents,
      });
      itemsOf.set(item.saleId, list);
    }
    const kioskMap = new Map(
      kioskRows.map((k) => [
        k.id,
        {
          id: k.id,
          name: k.name,
          timezone: k.timezone,
          ownerId: k.ownerId,
          live: k.deletedAt === null,
          lastHeartbeatAt: k.lastHeartbeatAt ? new Date(k.lastHeartbeatAt).getTime() : null,
          maintenance: k.reportedStatus === "maintenance",
          createdAt: new Date(k.createdAt).getTime(),
        },
      ]),
    );
    const raw = saleRows.map((s) => {
      const occurredAt = new Date(s.occurredAt).getTime();
      const local = localOf(occurredAt, kioskMap.get(s.kioskId)?.timezone as string);
      return {
        id: s.id,
        kioskId: s.kioskId,
        occurredAt,
        status: s.status,
        subtotalCents: s.subtotalCents,
        paymentMethod: s.paymentMethod,
        totalCents: s.totalCents,
        refundedCents: s.refundedCents,
        discountCents: s.discountCents,
        itemCount: s.itemCount,
        promoCode: s.promoCode,
        localDate: local.date,
        localHour: local.hour,
        items: itemsOf.get(s.id) ?? [],
      };
    });
    return { kiosks: kioskMap, sales: raw };
  });
}

const DAY_MS = 86_400_000;
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const isoWeekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
export const average = (revenue: number, orders: number) =>
  orders === 0 ? 0 : Number((BigInt(revenue) * 2n + BigInt(orders)) / (BigInt(orders) * 2n));

/** Per sale of the view, the figures that count: a product filter keeps that product's lines only. */
interface Fact {
  sale: RawSale;
  revenue: number;
  items: number;
  cost: number;
}

/** The lines' cost: quantity × the unit cost frozen into each (none known counts 0). */
export const costOfLines = (lines: RawSale["items"]) =>
  lines.reduce((sum, line) => sum + line.quantity * (line.unitCostCents ?? 0), 0);

function factsOf(data: RawData, kioskIds: Set<string>, productId?: string): Fact[] {
  const facts: Fact[] = [];
  for (const sale of data.sales) {
    if (sale.status !== "paid" || !kioskIds.has(sale.kioskId)) continue;
    if (!productId) {
      // Revenue is net of part refunds; a sale refunded in full is no longer paid and counts nowhere here.
      facts.push({
        sale,
        revenue: sale.totalCents - sale.refundedCents,
        items: sale.itemCount,
        cost: costOfLines(sale.items),
      });
      continue;
    }
    const lines = sale.items.filter((item) => item.productId === productId);
    if (lines.length === 0) continue;
    facts.push({
      sale,
      revenue: lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0),
      items: lines.reduce((sum, line) => sum + line.quantity, 0),
      cost: costOfLines(lines),
    });
  }
  return facts;
}

function bucketOf(fact: Fact, granularity: AnalyticsGranularity): string {
  const date = fact.sale.localDate;
  if (granularity === "hour") return `${date}T${pad(fact.sale.localHour)}`;
  if (granularity === "day") return date;
  if (granularity === "month") return `${date.slice(0, 7)}-01`;
  return addDays(date, 1 - isoWeekday(date));
}

function bucketsOf(granularity: AnalyticsGranularity, from: string, to: string, zones: string[]): string[] {
  if (granularity === "hour") {
    const labels = new Set<string>();
    const start = Date.parse(`${addDays(from, -1)}T00:00:00Z`);
    const end = Date.parse(`${addDays(to, 2)}T00:00:00Z`);
    for (const zone of zones) {
      for (let instant = start; instant <= end; instant += 15 * 60_000) {
        const local = localOf(instant, zone);
        if (local.date >= from && local.date <= to) labels.add(`${local.date}T${pad(local.hour)}`);
      }
    }
    return [...labels].sort();
  }
  const buckets: string[] = [];
  if (granularity === "month") {
    for (let month = `${from.slice(0, 7)}-01`; month <= to; ) {
      buckets.push(month);
      const [y, m] = month.split("-").map(Number) as [number, number];
      month = m === 12 ? `${pad(y + 1, 4)}-01-01` : `${pad(y, 4)}-${pad(m + 1)}-01`;
    }
    return buckets;
  }
  const first = granularity === "week" ? addDays(from, 1 - isoWeekday(from)) : from;
  for (let day = first; day <= to; day = addDays(day, granularity === "week" ? 7 : 1)) buckets.push(day);
  return buckets;
}

function totals(facts: Fact[]) {
  const revenue = facts.reduce((sum, fact) => sum + fact.revenue, 0);
  const items = facts.reduce((sum, fact) => sum + fact.items, 0);
  const cost = facts.reduce((sum, fact) => sum + fact.cost, 0);
  return {
    revenue_cents: revenue,
    orders: facts.length,
    items,
    average_order_cents: average(revenue, facts.length),
    cost_cents: cost,
    margin_cents: revenue - cost,
  };
}

function series(facts: Fact[], granularity: AnalyticsGranularity, buckets: string[]) {
  return buckets.map((bucket) => {
    const inBucket = facts.filter((fact) => bucketOf(fact, granularity) === bucket);
    const sum = totals(inBucket);
    const { revenue_cents, orders, items, cost_cents, margin_cents } = sum;
    return { bucket, revenue_cents, orders, items, cost_cents, margin_cents };
  });
}

const byRevenueThen =
  <T extends { revenue_cents: number }>(second: (row: T) => number, id: (row: T) => string) =>
  (a: T, b: T) =>
    b.revenue_cents - a.revenue_cents || second(b) - second(a) || (id(a) < id(b) ? -1 : id(a) > id(b) ? 1 : 0);

export interface ModelQuery {
  from: string;
  to: string;
  granularity: AnalyticsGranularity;
  kiosk_id?: string;
  product_id?: string;
}

/** `/api/sales/data` by hand, for an actor that reaches `reach` (the kiosks owned by `ownerId`, or all). */
export function modelAnalytics(
  data: RawData,
  query: ModelQuery,
  options: { ownerId?: string; currency: string; companyZone: string; productNames: Map<string, string> },
): Analytics {
  let scope = [...data.kiosks.values()].filter((k) => !options.ownerId || k.ownerId === options.ownerId);
  if (query.kiosk_id) scope = scope.filter((k) => k.id === query.kiosk_id);
  const ids = new Set(scope.map((k) => k.id));
  const all = factsOf(data, ids, query.product_id);
  const days = Math.round((Date.parse(query.to) - Date.parse(query.from)) / DAY_MS) + 1;
  const previousFrom = addDays(query.from, -days);
  const previousTo = addDays(query.from, -1);
  const within = (from: string, to: string) => all.filter((f) => f.sale.localDate >= from && f.sale.localDate <= to);
  const current = within(query.from, query.to);
  const previous = within(previousFrom, previousTo);
  const zones = [...new Set(scope.map((k) => k.timezone))];
  if (zones.length === 0) zones.push(options.companyZone);

  const products = new Map<string, { revenue_cents: number; quantity: number; cost_cents: number }>();
  for (const fact of current) {
    for (const line of fact.sale.items) {
      if (query.product_id && line.productId !== query.product_id) continue;
      const row = products.get(line.productId) ?? { revenue_cents: 0, quantity: 0, cost_cents: 0 };
      row.revenue_cents += line.quantity * line.unitPriceCents;
      row.quantity += line.quantity;
      row.cost_cents += costOfLines([line]);
      products.set(line.productId, row);
    }
  }
  const kiosksSums = new Map<string, { revenue_cents: number; orders: number; cost_cents: number }>();
  const cells = new Map<string, { revenue_cents: number; orders: number }>();
  const codes = new Map<string, { orders: number; discount_cents: number; revenue_cents: number }>();
  for (const fact of current) {
    const k = kiosksSums.get(fact.sale.kioskId) ?? { revenue_cents: 0, orders: 0, cost_cents: 0 };
    k.revenue_cents += fact.revenue;
    k.orders += 1;
    k.cost_cents += fact.cost;
    kiosksSums.set(fact.sale.kioskId, k);
    const key = `${isoWeekday(fact.sale.localDate)}:${fact.sale.localHour}`;
    const cell = cells.get(key) ?? { revenue_cents: 0, orders: 0 };
    cell.revenue_cents += fact.revenue;
    cell.orders += 1;
    cells.set(key, cell);
    if (fact.sale.promoCode) {
      const code = fact.sale.promoCode.toUpperCase();
      const row = codes.get(code) ?? { orders: 0, discount_cents: 0, revenue_cents: 0 };
      row.orders += 1;
      row.discount_cents += fact.sale.discountCents;
      row.revenue_cents += fact.sale.totalCents - fact.sale.refundedCents;
      codes.set(code, row);
    }
  }
  const byHourWeekday = [];
  for (let weekday = 1; weekday <= 7; weekday += 1) {
    for (let hour = 0; hour < 24; hour += 1) {
      const cell = cells.get(`${weekday}:${hour}`);
      byHourWeekday.push({ weekday, hour, revenue_cents: cell?.revenue_cents ?? 0, orders: cell?.orders ?? 0 });
    }
  }
  return {
    currency: options.currency,
    totals: totals(current),
    previous_totals: totals(previous),
    series: series(current, query.granularity, bucketsOf(query.granularity, query.from, query.to, zones)),
    previous_series: series(previous, query.granularity, bucketsOf(query.granularity, previousFrom, previousTo, zones)),
    by_product: [...products.entries()]
      .filter(([, row]) => row.quantity > 0)
      .map(([product_id, row]) => ({
        product_id,
        name: options.productNames.get(product_id) ?? "",
        ...row,
        margin_cents: row.revenue_cents - row.cost_cents,
      }))
      .sort(
        byRevenueThen(
          (row) => row.quantity,
          (row) => row.product_id,
        ),
      ),
    by_kiosk: [...kiosksSums.entries()]
      .map(([kiosk_id, row]) => ({
        kiosk_id,
        name: data.kiosks.get(kiosk_id)?.name ?? "",
        ...row,
        margin_cents: row.revenue_cents - row.cost_cents,
      }))
      .sort(
        byRevenueThen(
          (row) => row.orders,
          (row) => row.kiosk_id,
        ),
      ),
    by_hour_weekday: byHourWeekday,
    by_promo_code: [...codes.entries()]
      .map(([code, row]) => ({ code, ...row }))
      .sort((a, b) => b.orders - a.orders || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0)),
  };
}

/** Instants worth trying: around DST changes of the four zones and around local midnights, or anywhere. */
const DST_CHANGES = [
  "2026-03-08T10:00:00Z", // Los Angeles springs forward (02:00 PST)
  "2026-03-08T07:00:00Z", // New York springs forward
  "2026-03-29T01:00:00Z", // London springs forward
  "2026-10-25T01:00:00Z", // London falls back
  "2026-11-01T06:00:00Z", // New York falls back
  "2026-11-01T09:00:00Z", // Los Angeles falls back
].map((iso) => Date.parse(iso));
const MIDNIGHTS = [
  "2026-03-01T08:00:00Z", // Los Angeles midnight
  "2026-06-30T15:00:00Z", // Tokyo midnight
  "2026-07-31T23:00:00Z", // London midnight (BST)
  "2026-10-31T04:00:00Z", // New York midnight (EDT)
  "2026-09-30T15:00:00Z", // Tokyo midnight, end of September
].map((iso) => Date.parse(iso));
const HOUR_MS = 3_600_000;

export function instantArb(latest: number): fc.Arbitrary<number> {
  const near = (points: number[]) =>
    fc
      .tuple(fc.constantFrom(...points), fc.integer({ min: -3 * HOUR_MS, max: 3 * HOUR_MS }))
      .map(([point, offset]) => Math.min(latest, point + offset));
  return fc.oneof(
    near(DST_CHANGES),
    near(MIDNIGHTS),
    fc.integer({ min: Date.parse("2026-02-01T00:00:00Z"), max: latest }),
  );
}

export interface SaleDraft {
  kiosk: number;
  occurredAt: number;
  lines: { product: number; quantity: number; unitPriceCents: number }[];
  discountShare: number;
  status: "paid" | "refunded" | "failed";
  promo: string | null;
  payment: "card" | "cash" | "mobile" | "free";
}

/** The codes model sales name (any case), each 10% off: created in the company, redeemed before each sale. */
export const MODEL_PROMO_CODES = ["SPRING", "VIP-10"] as const;

export function saleDraftArb(
  kioskCount: number,
  productCount: number,
  instant: fc.Arbitrary<number>,
): fc.Arbitrary<SaleDraft> {
  return fc.record({
    kiosk: fc.integer({ min: 0, max: kioskCount - 1 }),
    occurredAt: instant,
    lines: fc.array(
      fc.record({
        product: fc.integer({ min: 0, max: productCount - 1 }),
        quantity: fc.integer({ min: 1, max: 3 }),
        unitPriceCents: fc.integer({ min: 0, max: 900 }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    discountShare: fc.constantFrom<number>(0, 0, 0.1, 0.5),
    status: fc.constantFrom<SaleDraft["status"]>("paid", "paid", "paid", "refunded", "failed"),
    promo: fc.constantFrom<string | null>(null, null, "SPRING", "spring", "VIP-10"),
    payment: fc.constantFrom<SaleDraft["payment"]>("card", "card", "cash", "mobile", "free"),
  });
}

let serial = 0;

/** The device API's body for a draft: the arithmetic adds up, the time written with a UTC offset. */
export function saleBody(draft: SaleDraft, productIds: string[]) {
  serial += 1;
  const items = draft.lines.map((line) => ({
    product_id: productIds[line.product] as string,
    quantity: line.quantity,
    unit_price_cents: line.unitPriceCents,
  }));
  const subtotal = items.reduce((sum, item) => sum + item.quantity * item.unit_price_cents, 0);
  // A code's sale carries its redemption's discount: the model's codes take 10% (MODEL_PROMO_CODES).
  const discount = Math.floor((subtotal * (draft.promo ? 10 : 100 * draft.discountShare)) / 100);
  return {
    id: `model-${process.pid}-${serial}`,
    occurred_at: new Date(draft.occurredAt).toISOString(),
    items,
    subtotal_cents: subtotal,
    discount_cents: discount,
    total_cents: subtotal - discount,
    payment_method: draft.payment,
    status: draft.status,
    ...(draft.promo ? { promo_code: draft.promo } : {}),
  };
}
