/*
 * The wire shape of GET /api/dashboard (issue 11). Written here while contracts/src/dashboard.schema.ts is being
 * built on the server side; to be replaced by the contract's types once it lands.
 */
export interface PeriodFigures {
  revenue_cents: number;
  orders: number;
  average_order_cents: number;
}

/** Today or this month so far, with the same span of the previous period. */
export interface PeriodSummary extends PeriodFigures {
  previous: PeriodFigures;
}

export interface DashboardTopProduct {
  product_id: string;
  name: string;
  revenue_cents: number;
  quantity: number;
}

export interface LostSalesKiosk {
  kiosk_id: string;
  name: string;
  offline_minutes: number;
  revenue_cents: number;
}

export interface DashboardData {
  currency: string;
  today: PeriodSummary;
  month: PeriodSummary;
  kiosks: { online: number; total: number };
  low_trays: number;
  revenue_30d: { date: string; revenue_cents: number }[];
  top_products: DashboardTopProduct[];
  /** An estimate: each offline kiosk's usual revenue for the hours and weekdays it was away. */
  lost_sales: { revenue_cents: number; orders: number; kiosks: LostSalesKiosk[] };
}
