import { z } from "zod";
import { isQueryDay } from "./calendar.js";

/**
 * Sales analytics (`GET /api/sales/data`, docs/decisions/019-sales-rollups.md). Days and hours are those of each
 * sale's kiosk's timezone; money is integer cents of the company's currency. Figures count paid sales only: a
 * refunded or failed sale adds to no revenue, order or item (the statuses are final when a kiosk reports them).
 */

export const ANALYTICS_GRANULARITIES = ["hour", "day", "week", "month"] as const;
export type AnalyticsGranularity = (typeof ANALYTICS_GRANULARITIES)[number];

/** The longest range one call may ask for, in days (both ends included): hours for a month, days for two years. */
export const ANALYTICS_MAX_DAYS = 731;
export const ANALYTICS_MAX_HOUR_DAYS = 31;

const DAY_MS = 86_400_000;

/** A calendar day as `YYYY-MM-DD` that exists (2026-02-30 and 0000-01-01 do not), in the years a query may name. */
const isCalendarDay = isQueryDay;

/** Days from `from` to `to`, both included (1 for a single day). */
export function analyticsRangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

const day = (label: string) =>
  z
    .string({ error: `The ${label} date is required.` })
    .refine(isCalendarDay, `The ${label} date must be a day as YYYY-MM-DD.`);

export const analyticsQuerySchema = z
  .object({
    from: day("from"),
    to: day("to"),
    granularity: z
      .enum(ANALYTICS_GRANULARITIES, { error: "The granularity must be hour, day, week or month." })
      .default("day"),
    kiosk_id: z.string().uuid("The kiosk must be a valid id.").optional(),
    product_id: z.string().uuid("The product must be a valid id.").optional(),
  })
  .superRefine((query, context) => {
    // zod runs this even when a field failed: check only what parsed.
    if (!isCalendarDay(query.from ?? "") || !isCalendarDay(query.to ?? "")) return;
    const days = analyticsRangeDays(query.from, query.to);
    if (days < 1) {
      context.addIssue({ code: "custom", path: ["to"], message: "The to date must be on or after the from date." });
    } else if (days > ANALYTICS_MAX_DAYS) {
      context.addIssue({
        code: "custom",
        path: ["to"],
        message: `The range must not be longer than ${ANALYTICS_MAX_DAYS} days.`,
      });
    } else if (query.granularity === "hour" && days > ANALYTICS_MAX_HOUR_DAYS) {
      context.addIssue({
        code: "custom",
        path: ["granularity"],
        message: `Hours can be shown for at most ${ANALYTICS_MAX_HOUR_DAYS} days.`,
      });
    }
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const cents = z.number().int();
const count = z.number().int().min(0);

/**
 * Cost and margin (decision 043): the cost of the paid sales' lines at the unit cost in force on each sale's local day
 * (a line without a known cost counts 0), and revenue less that cost. Revenue is net of refunds; a refund in full
 * takes the sale's cost out too, a part refund leaves it.
 */
const costFields = { cost_cents: cents, margin_cents: cents };

export const analyticsTotalsSchema = z.object({
  revenue_cents: cents,
  orders: count,
  items: count,
  /** Revenue ÷ orders rounded half up to a whole cent; 0 without orders. */
  average_order_cents: cents,
  ...costFields,
});
export type AnalyticsTotals = z.infer<typeof analyticsTotalsSchema>;

export const analyticsSeriesPointSchema = z.object({
  /** The bucket's local start: `YYYY-MM-DD` (day), its Monday (week), `YYYY-MM-01` (month), `YYYY-MM-DDTHH` (hour). */
  bucket: z.string(),
  revenue_cents: cents,
  orders: count,
  items: count,
  ...costFields,
});
export type AnalyticsSeriesPoint = z.infer<typeof analyticsSeriesPointSchema>;

export const analyticsByProductSchema = z.object({
  product_id: z.string(),
  name: z.string(),
  /** Line value (quantity × unit price) before the order's promo discount; the margin is this less the cost. */
  revenue_cents: cents,
  quantity: count,
  ...costFields,
});
export type AnalyticsByProduct = z.infer<typeof analyticsByProductSchema>;

export const analyticsByKioskSchema = z.object({
  kiosk_id: z.string(),
  name: z.string(),
  revenue_cents: cents,
  orders: count,
  ...costFields,
});
export type AnalyticsByKiosk = z.infer<typeof analyticsByKioskSchema>;

export const analyticsByHourWeekdaySchema = z.object({
  /** ISO: 1 Monday … 7 Sunday, of the kiosk's local day. */
  weekday: z.number().int().min(1).max(7),
  /** 0–23, the kiosk's local hour. */
  hour: z.number().int().min(0).max(23),
  revenue_cents: cents,
  orders: count,
});
export type AnalyticsByHourWeekday = z.infer<typeof analyticsByHourWeekdaySchema>;

export const analyticsByPromoCodeSchema = z.object({
  /** Upper-cased: codes are case-insensitive. */
  code: z.string(),
  orders: count,
  discount_cents: cents,
  /** Revenue of those orders after the discount. */
  revenue_cents: cents,
});
export type AnalyticsByPromoCode = z.infer<typeof analyticsByPromoCodeSchema>;

export const analyticsSchema = z.object({
  currency: z.string(),
  totals: analyticsTotalsSchema,
  /** The same figures for the period of the same length just before `from`. */
  previous_totals: analyticsTotalsSchema,
  /** Every bucket of the range, zeros included, in order. */
  series: z.array(analyticsSeriesPointSchema),
  /**
   * The previous period's buckets by the same rule, each labelled with its own start; `previous_series[i]` sits
   * beside `series[i]`. As long as `series` for days; for weeks, months and hours across a DST change it may hold one
   * bucket more or less (a partial week or month at an end, an hour the clocks skipped).
   */
  previous_series: z.array(analyticsSeriesPointSchema),
  by_product: z.array(analyticsByProductSchema),
  by_kiosk: z.array(analyticsByKioskSchema),
  /** All 168 cells (weekday 1–7 × hour 0–23, in that order), zeros included. */
  by_hour_weekday: z.array(analyticsByHourWeekdaySchema),
  by_promo_code: z.array(analyticsByPromoCodeSchema),
});
export type Analytics = z.infer<typeof analyticsSchema>;

/** `GET /api/sales/journal.csv` (decision 043): the local days `from`…`to`, at most a year. */
export const JOURNAL_MAX_DAYS = 366;
export const journalQuerySchema = z.object({ from: day("from"), to: day("to") }).superRefine((query, context) => {
  if (!isCalendarDay(query.from ?? "") || !isCalendarDay(query.to ?? "")) return;
  const days = analyticsRangeDays(query.from, query.to);
  if (days < 1) {
    context.addIssue({ code: "custom", path: ["to"], message: "The to date must be on or after the from date." });
  } else if (days > JOURNAL_MAX_DAYS) {
    context.addIssue({
      code: "custom",
      path: ["to"],
      message: `The range must not be longer than ${JOURNAL_MAX_DAYS} days.`,
    });
  }
});
export type JournalQuery = z.infer<typeof journalQuerySchema>;
