import { z } from "zod";
import { analyticsByProductSchema } from "./analytics.schema.js";

/**
 * The dashboard (`GET /api/dashboard`): one answer paints the page (docs/decisions/019-sales-rollups.md). "Today" is
 * each kiosk's own local day, summed over the kiosks; figures count paid sales only, in integer cents of the
 * company's currency. A client's figures cover only the kiosks they own.
 */

const cents = z.number().int();
const count = z.number().int().min(0);

export const dashboardFiguresSchema = z.object({
  revenue_cents: cents,
  orders: count,
  /** Revenue ÷ orders rounded half up to a whole cent; 0 without orders. */
  average_order_cents: cents,
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

/**
 * The same span of the period before: for today, yesterday up to the same local time; for the month, the previous
 * month from its first day up to the same day of the month and time (its whole length when it is shorter).
 */
export const dashboardPeriodSchema = dashboardFiguresSchema.extend({ previous: dashboardFiguresSchema });
export type DashboardPeriod = z.infer<typeof dashboardPeriodSchema>;

/**
 * The month's figures also say what revenue left after the cost of what was sold (decision 043); null for a caller
 * without `view sales`, who sees no costs.
 */
const marginFigures = dashboardFiguresSchema.extend({ margin_cents: cents.nullable() });
export const dashboardMonthSchema = marginFigures.extend({ previous: marginFigures });
export type DashboardMonth = z.infer<typeof dashboardMonthSchema>;

export const lostSalesKioskSchema = z.object({
  kiosk_id: z.string(),
  name: z.string(),
  /** Minutes since the kiosk went offline (its last heartbeat plus the online window, or since it was added). */
  offline_minutes: count,
  /** Never heard from since it was added: offline all along, and counted as such. */
  never_seen: z.boolean(),
  /** Estimated revenue lost today while offline. */
  revenue_cents: cents,
});
export type LostSalesKiosk = z.infer<typeof lostSalesKioskSchema>;

export const dashboardSchema = z.object({
  currency: z.string(),
  today: dashboardPeriodSchema,
  month: dashboardMonthSchema,
  /** Live kiosks: online now, of all (maintenance and offline ones are not online). */
  kiosks: z.object({ online: count, total: count }),
  /** Trays holding a product at or under their low threshold, on live kiosks. */
  low_trays: count,
  /** 30 local days ending on the latest local today among the kiosks, zeros included, oldest first. */
  revenue_30d: z.array(z.object({ date: z.string(), revenue_cents: cents })),
  /** This month's top 5 products by revenue (line value before discounts). */
  top_products: z.array(
    analyticsByProductSchema.pick({ product_id: true, name: true, revenue_cents: true, quantity: true }),
  ),
  /**
   * Kiosks offline now (never seen included) and what they have probably lost today since going offline (or since
   * local midnight): each minute offline is worth the kiosk's average revenue and orders for that hour of the same
   * weekday over the previous four weeks.
   */
  lost_sales: z.object({
    revenue_cents: cents,
    orders: count,
    kiosks: z.array(lostSalesKioskSchema),
    /** Live kiosks in maintenance: not online, yet not offline either, so not counted (the card says so). */
    maintenance: count,
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
