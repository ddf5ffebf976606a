import { type Dashboard, type DashboardFigures, hasPermission } from "@froyo/contracts";
import type { Database } from "../../db/types.js";
import type { Scope } from "../../identity/scope.js";
import { averageCents } from "../../lib/cents.js";
import { addDays, companyCurrencyAndZone, sumByProduct } from "../analytics/analytics.service.js";
import { reachOf } from "../kiosks/kiosks.service.js";
import {
  countLowTrays,
  estimateLostSales,
  listDashboardKiosks,
  type PeriodSums,
  revenueByDate,
  sumPeriods,
} from "./dashboard.repository.js";

const figures = (sums: PeriodSums): DashboardFigures => ({
  revenue_cents: sums.revenueCents,
  orders: sums.orders,
  average_order_cents: averageCents(sums.revenueCents, sums.orders),
});

/** The month's figures with their margin, for a caller who sees costs (`view sales`; decision 043). */
const withMargin = (sums: PeriodSums, seesCosts: boolean) => ({
  ...figures(sums),
  margin_cents: seesCosts ? sums.revenueCents - sums.costCents : null,
});

const MINUTE_MS = 60_000;

export type DashboardService = ReturnType<typeof createDashboardService>;

/** `GET /api/dashboard`: every card of the home page in one transaction (docs/decisions/019-sales-rollups.md). */
export function createDashboardService(options: { database: Database; onlineSeconds: number }) {
  const { database, onlineSeconds } = options;

  async function getDashboard(scope: Scope): Promise<Dashboard> {
    const reach = reachOf(scope);
    const seesCosts = hasPermission(scope.actor.permissions, "view sales");
    return database.withTenant(scope.companyId, async (tx) => {
      const company = await companyCurrencyAndZone(tx, scope.companyId);
      const kiosks = await listDashboardKiosks(tx, reach, onlineSeconds);
      const live = kiosks.filter((kiosk) => kiosk.live);
      const kioskIds = reach.ownerId ? kiosks.map((kiosk) => kiosk.id) : null;
      const periods = await sumPeriods(tx, reach);

      // The chart's last day is the latest local today among the kiosks (the company's own without any).
      const today =
        kiosks
          .map((kiosk) => kiosk.today)
          .sort()
          .at(-1) ?? new Intl.DateTimeFormat("en-CA", { timeZone: company.timezone }).format(new Date());
      const first = addDays(today, -29);
      const byDate = await revenueByDate(tx, scope.companyId, kioskIds, first, today);
      const revenue30d = Array.from({ length: 30 }, (_, index) => {
        const date = addDays(first, index);
        return { date, revenue_cents: byDate.get(date) ?? 0 };
      });

      const topProducts = await sumByProduct(
        tx,
        { companyId: scope.companyId, kioskIds, ownerId: reach.ownerId, from: `${today.slice(0, 7)}-01`, to: today },
        5,
      );

      const offline = live.flatMap((kiosk) =>
        !kiosk.online && kiosk.offlineSince ? [{ ...kiosk, offlineSince: kiosk.offlineSince }] : [],
      );
      const lost = new Map(
        (await estimateLostSales(tx, scope.companyId, offline)).map((row) => [row.kioskId, row] as const),
      );
      const now = Date.now();
      const lostKiosks = offline
        .map((kiosk) => ({
          kiosk_id: kiosk.id,
          name: kiosk.name,
          offline_minutes: Math.max(0, Math.floor((now - Date.parse(kiosk.offlineSince)) / MINUTE_MS)),
          never_seen: kiosk.neverSeen,
          revenue_cents: lost.get(kiosk.id)?.revenueCents ?? 0,
          orders: lost.get(kiosk.id)?.orders ?? 0,
        }))
        .sort(
          (a, b) =>
            b.revenue_cents - a.revenue_cents ||
            b.offline_minutes - a.offline_minutes ||
            (a.kiosk_id < b.kiosk_id ? -1 : 1),
        );

      return {
        currency: company.currency,
        today: { ...figures(periods.today), previous: figures(periods.today_prev) },
        month: { ...withMargin(periods.month, seesCosts), previous: withMargin(periods.month_prev, seesCosts) },
        kiosks: { online: live.filter((kiosk) => kiosk.online).length, total: live.length },
        low_trays: await countLowTrays(tx, reach),
        revenue_30d: revenue30d,
        top_products: topProducts.map((row) => ({
          product_id: row.productId,
          name: row.name,
          revenue_cents: row.revenueCents,
          quantity: row.quantity,
        })),
        lost_sales: {
          revenue_cents: lostKiosks.reduce((sum, kiosk) => sum + kiosk.revenue_cents, 0),
          orders: lostKiosks.reduce((sum, kiosk) => sum + kiosk.orders, 0),
          kiosks: lostKiosks.map(({ orders: _orders, ...kiosk }) => kiosk),
          maintenance: live.filter((kiosk) => kiosk.maintenance).length,
        },
      };
    });
  }

  return { getDashboard };
}
