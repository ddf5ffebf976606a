import type { Dashboard } from "@froyo/contracts";

/** The Home page's figures for tests: a good day so far, a slower month, one kiosk offline. */
export function makeDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    currency: "USD",
    today: {
      revenue_cents: 12_450,
      orders: 25,
      average_order_cents: 498,
      previous: { revenue_cents: 10_000, orders: 25, average_order_cents: 400 },
    },
    month: {
      revenue_cents: 250_000,
      orders: 500,
      average_order_cents: 500,
      margin_cents: 150_000,
      previous: { revenue_cents: 312_500, orders: 0, average_order_cents: 625, margin_cents: 180_000 },
    },
    kiosks: { online: 3, total: 4 },
    low_trays: 2,
    revenue_30d: Array.from({ length: 30 }, (_, index) => ({
      date: `2026-10-${String(index + 1).padStart(2, "0")}`,
      revenue_cents: 5_000 + index * 100,
    })),
    top_products: [
      {
        product_id: "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c2001",
        name: "Original Tart",
        revenue_cents: 90_000,
        quantity: 200,
      },
      { product_id: "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c2002", name: "Mango Cup", revenue_cents: 60_000, quantity: 120 },
    ],
    lost_sales: {
      revenue_cents: 3_200,
      orders: 7,
      kiosks: [
        {
          kiosk_id: "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c1009",
          name: "Airport Kiosk",
          offline_minutes: 150,
          never_seen: false,
          revenue_cents: 3_200,
        },
      ],
      maintenance: 0,
    },
    ...overrides,
  };
}
