import type { Analytics } from "@froyo/contracts";

const KIOSK = "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c1001";
const PRODUCT = "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c2001";

/** A week of figures beside the week before, for tests of the analytics page (by day, 2026-11-18 … 2026-11-24). */
export function makeAnalytics(overrides: Partial<Analytics> = {}): Analytics {
  const days = ["18", "19", "20", "21", "22", "23", "24"];
  const series = days.map((day, index) => ({
    bucket: `2026-11-${day}`,
    revenue_cents: 10_000 + index * 1_000,
    orders: 20 + index,
    items: 30 + index,
    cost_cents: 4_000 + index * 400,
    margin_cents: 6_000 + index * 600,
  }));
  const previous_series = days.map((_, index) => ({
    bucket: `2026-11-${String(11 + index).padStart(2, "0")}`,
    revenue_cents: 8_000 + index * 500,
    orders: 16 + index,
    items: 24 + index,
    cost_cents: 3_000 + index * 200,
    margin_cents: 5_000 + index * 300,
  }));
  const by_hour_weekday = [];
  for (let weekday = 1; weekday <= 7; weekday++) {
    for (let hour = 0; hour < 24; hour++) {
      const busy = hour >= 11 && hour <= 20;
      by_hour_weekday.push({ weekday, hour, revenue_cents: busy ? weekday * 100 + hour : 0, orders: busy ? 1 : 0 });
    }
  }
  return {
    currency: "USD",
    totals: {
      revenue_cents: 91_000,
      orders: 161,
      items: 231,
      average_order_cents: 565,
      cost_cents: 36_400,
      margin_cents: 54_600,
    },
    previous_totals: {
      revenue_cents: 66_500,
      orders: 133,
      items: 189,
      average_order_cents: 500,
      cost_cents: 25_200,
      margin_cents: 41_300,
    },
    series,
    previous_series,
    by_product: [
      {
        product_id: PRODUCT,
        name: "Original Tart",
        revenue_cents: 45_000,
        quantity: 100,
        cost_cents: 18_000,
        margin_cents: 27_000,
      },
      {
        product_id: "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c2002",
        name: "Mango Cup",
        revenue_cents: 46_000,
        quantity: 92,
        cost_cents: 18_400,
        margin_cents: 27_600,
      },
    ],
    by_kiosk: [
      {
        kiosk_id: KIOSK,
        name: "Mall Kiosk",
        revenue_cents: 91_000,
        orders: 161,
        cost_cents: 36_400,
        margin_cents: 54_600,
      },
    ],
    by_hour_weekday,
    by_promo_code: [{ code: "SUMMER10", orders: 12, discount_cents: 1_500, revenue_cents: 6_000 }],
    ...overrides,
  };
}
