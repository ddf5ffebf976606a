/*
 * The wire shape of GET /api/sales/data, as the contract has it (contracts/src/sales-analytics.schema.ts), under the
 * names this feature uses.
 */
export {
  ANALYTICS_GRANULARITIES as GRANULARITIES,
  type AnalyticsGranularity as Granularity,
  type SalesAnalytics as SalesData,
  type SalesByHourWeekday,
  type SalesByKiosk,
  type SalesByProduct,
  type SalesByPromoCode,
  type SalesSeriesPoint as SalesBucket,
  type SalesTotals,
} from "@froyo/contracts";
