/*
 * The wire shape of GET /api/sales/data, as the contract has it (contracts/src/analytics.schema.ts), under the
 * names this feature uses.
 */
export {
  ANALYTICS_GRANULARITIES as GRANULARITIES,
  type Analytics as SalesData,
  type AnalyticsByHourWeekday as SalesByHourWeekday,
  type AnalyticsByKiosk as SalesByKiosk,
  type AnalyticsByProduct as SalesByProduct,
  type AnalyticsByPromoCode as SalesByPromoCode,
  type AnalyticsGranularity as Granularity,
  type AnalyticsSeriesPoint as SalesBucket,
  type AnalyticsTotals as SalesTotals,
} from "@froyo/contracts";
