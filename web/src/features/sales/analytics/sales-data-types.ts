/*
 * The wire shape of GET /api/sales/data (issue 11). Written here while contracts/src/sales-analytics.schema.ts is
 * being built on the server side; to be replaced by the contract's types once it lands.
 */
export const GRANULARITIES = ["hour", "day", "week", "month"] as const;
export type Granularity = (typeof GRANULARITIES)[number];

export interface SalesTotals {
  revenue_cents: number;
  orders: number;
  items: number;
  average_order_cents: number;
}

export interface SalesBucket {
  /** day "YYYY-MM-DD", week its Monday, month "YYYY-MM-01", hour "YYYY-MM-DDTHH" (local to each kiosk). */
  bucket: string;
  revenue_cents: number;
  orders: number;
  items: number;
}

export interface SalesByProduct {
  product_id: string;
  name: string;
  revenue_cents: number;
  quantity: number;
}

export interface SalesByKiosk {
  kiosk_id: string;
  name: string;
  revenue_cents: number;
  orders: number;
}

export interface SalesByHourWeekday {
  /** ISO: 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** 0–23, local. */
  hour: number;
  revenue_cents: number;
  orders: number;
}

export interface SalesByPromoCode {
  code: string;
  orders: number;
  discount_cents: number;
  revenue_cents: number;
}

export interface SalesData {
  currency: string;
  totals: SalesTotals;
  previous_totals: SalesTotals;
  series: SalesBucket[];
  /** The previous period of the same length, aligned with `series` by index. */
  previous_series: SalesBucket[];
  by_product: SalesByProduct[];
  by_kiosk: SalesByKiosk[];
  by_hour_weekday: SalesByHourWeekday[];
  by_promo_code: SalesByPromoCode[];
}
