import { type Dashboard, zonedInstant } from "@froyo/contracts";
import { addDays, average, costOfLines, localOf, type RawData, type RawSale } from "./sales-model.js";

/** `/api/dashboard` by hand from raw rows at the instant `now` (see sales-model.ts). */

export interface DashboardModelOptions {
  ownerId?: string;
  currency: string;
  onlineSeconds: number;
  productNames: Map<string, string>;
  /** Holds `view sales`: sees the month's margin (decision 043). */
  seesCosts: boolean;
  /** Trays as stored: kiosk, product, level and threshold. */
  trays: { kioskId: string; productId: string | null; level: number; lowThreshold: number }[];
}

const msOfDay = (instant: number, zone: string) => localOf(instant, zone).seconds * 1000 + (instant % 1000);

function previousMonth(today: string): { start: string; sameDay: string; clamped: boolean } {
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  const [py, pm] = m === 1 ? [y - 1, 12] : [y, m - 1];
  const length = new Date(Date.UTC(py, pm, 0)).getUTCDate();
  const pad = (n: number, w = 2) => String(n).padStart(w, "0");
  const start = `${pad(py, 4)}-${pad(pm)}-01`;
  return { start, sameDay: `${start.slice(0, 8)}${pad(Math.min(d, length))}`, clamped: d > length };
}

export function modelDashboard(data: RawData, now: number, options: DashboardModelOptions): Dashboard {
  const scope = [...data.kiosks.values()].filter((k) => !options.ownerId || k.ownerId === options.ownerId);
  const ids = new Set(scope.map((k) => k.id));
  const paid = data.sales.filter((s) => s.status === "paid" && ids.has(s.kioskId));
  const zoneOf = (sale: RawSale) => data.kiosks.get(sale.kioskId)?.timezone as string;
  // A paid sale's revenue is net of its part refunds (decision 043).
  const revenueOf = (sale: RawSale) => sale.totalCents - sale.refundedCents;
  const sums = { today: [0, 0, 0], today_prev: [0, 0, 0], month: [0, 0, 0], month_prev: [0, 0, 0] } as Record<
    string,
    [number, number, number]
  >;
  const add = (period: string, sale: RawSale) => {
    const sum = sums[period] as [number, number, number];
    sum[0] += revenueOf(sale);
    sum[1] += 1;
    sum[2] += costOfLines(sale.items);
  };
  for (const sale of paid) {
    const zone = zoneOf(sale);
    const today = localOf(now, zone).date;
    const clock = msOfDay(now, zone);
    const upToNow = msOfDay(sale.occurredAt, zone) <= clock;
    const previous = previousMonth(today);
    if (sale.localDate === today) add("today", sale);
    if (sale.localDate === addDays(today, -1) && upToNow) add("today_prev", sale);
    if (sale.localDate >= `${today.slice(0, 8)}01` && sale.localDate <= today) add("month", sale);
    if (
      sale.localDate >= previous.start &&
      (sale.localDate < previous.sameDay || (sale.localDate === previous.sameDay && (previous.clamped || upToNow)))
    ) {
      add("month_prev", sale);
    }
  }
  const figures = (period: string) => {
    const [revenue, orders] = sums[period] as [number, number, number];
    return { revenue_cents: revenue, orders, average_order_cents: average(revenue, orders) };
  };
  const withMargin = (period: string) => {
    const [revenue, , cost] = sums[period] as [number, number, number];
    return { ...figures(period), margin_cents: options.seesCosts ? revenue - cost : null };
  };

  const live = scope.filter((k) => k.live);
  const isOnline = (k: (typeof live)[number]) =>
    !k.maintenance && k.lastHeartbeatAt !== null && k.lastHeartbeatAt > now - options.onlineSeconds * 1000;
  const latest = scope
    .map((k) => localOf(now, k.timezone).date)
    .sort()
    .at(-1) as string;
  const first = addDays(latest, -29);
  const revenue30d = Array.from({ length: 30 }, (_, i) => {
    const date = addDays(first, i);
    return { date, revenue_cents: paid.filter((s) => s.localDate === date).reduce((n, s) => n + revenueOf(s), 0) };
  });

  const products = new Map<string, { revenue_cents: number; quantity: number }>();
  for (const sale of paid) {
    if (sale.localDate < `${latest.slice(0, 8)}01` || sale.localDate > latest) continue;
    for (const line of sale.items) {
      const row = products.get(line.productId) ?? { revenue_cents: 0, quantity: 0 };
      row.revenue_cents += line.quantity * line.unitPriceCents;
      row.quantity += line.quantity;
      products.set(line.productId, row);
    }
  }
  const top = [...products.entries()]
    .filter(([, row]) => row.quantity > 0)
    .map(([product_id, row]) => ({ product_id, name: options.productNames.get(product_id) ?? "", ...row }))
    .sort(
      (a, b) =>
        b.revenue_cents - a.revenue_cents ||
        b.quantity - a.quantity ||
        (a.product_id < b.product_id ? -1 : a.product_id > b.product_id ? 1 : 0),
    )
    .slice(0, 5);

  const lost = live
    .filter((k) => !k.maintenance && !isOnline(k))
    .map((k) => {
      // Never seen: offline since it was added.
      const since = k.lastHeartbeatAt === null ? k.createdAt : k.lastHeartbeatAt + options.onlineSeconds * 1000;
      const today = localOf(now, k.timezone).date;
      const [y, m, d] = today.split("-").map(Number) as [number, number, number];
      const midnight = zonedInstant({ year: y, month: m, day: d, hour: 0, minute: 0, second: 0 }, k.timezone);
      const start = Math.max(since, midnight);
      const seconds = new Map<number, number>();
      for (let slot = Math.floor(start / 900_000) * 900_000; slot <= now; slot += 900_000) {
        const overlap = (Math.min(slot + 900_000, now) - Math.max(slot, start)) / 1000;
        if (overlap <= 0) continue;
        const hour = localOf(slot, k.timezone).hour;
        seconds.set(hour, (seconds.get(hour) ?? 0) + overlap);
      }
      const weeks = [7, 14, 21, 28].map((n) => addDays(today, -n));
      let revenue = 0;
      let orders = 0;
      for (const [hour, secs] of seconds) {
        for (const sale of paid) {
          if (sale.kioskId !== k.id || sale.localHour !== hour || !weeks.includes(sale.localDate)) continue;
          revenue += revenueOf(sale) * secs;
          orders += secs;
        }
      }
      return {
        kiosk_id: k.id,
        name: k.name,
        offline_minutes: Math.floor((now - since) / 60_000),
        never_seen: k.lastHeartbeatAt === null,
        revenue_cents: Math.round(revenue / 14_400),
        orders: Math.round(orders / 14_400),
      };
    });

  return {
    currency: options.currency,
    today: { ...figures("today"), previous: figures("today_prev") },
    month: { ...withMargin("month"), previous: withMargin("month_prev") },
    kiosks: { online: live.filter(isOnline).length, total: live.length },
    low_trays: options.trays.filter(
      (tray) => tray.productId !== null && tray.level <= tray.lowThreshold && live.some((k) => k.id === tray.kioskId),
    ).length,
    revenue_30d: revenue30d,
    top_products: top,
    lost_sales: {
      revenue_cents: lost.reduce((n, k) => n + k.revenue_cents, 0),
      orders: lost.reduce((n, k) => n + k.orders, 0),
      kiosks: lost.map(({ orders: _orders, ...k }) => k),
      maintenance: live.filter((k) => k.maintenance).length,
    },
  };
}
