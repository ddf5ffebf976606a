import type { PromoCode, PromoCodeCounts, PromoCodeDetail } from "@froyo/contracts";

/** Test fixtures of the promo codes page (imported by its tests only). */

let next = 0;

export function makePromoCode(overrides: Partial<PromoCode> = {}): PromoCode {
  next += 1;
  return {
    id: `0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c1${String(next).padStart(3, "0")}`,
    code: `CODE-${next}`,
    description: "",
    percent_off: 10,
    amount_off_cents: null,
    min_order_cents: 0,
    starts_at: null,
    ends_at: null,
    timezone: "UTC",
    max_uses: null,
    max_uses_per_kiosk: null,
    kiosk_ids: [],
    active: true,
    uses: 0,
    status: "active",
    created_at: "2026-11-01T10:00:00.000Z",
    updated_at: "2026-11-01T10:00:00.000Z",
    ...overrides,
  };
}

export const counts = (overrides: Partial<PromoCodeCounts> = {}): { data: PromoCodeCounts } => ({
  data: { all: 2, scheduled: 1, active: 1, expired: 0, exhausted: 0, disabled: 0, ...overrides },
});

export function makeDetail(promo: PromoCode, overrides: Partial<PromoCodeDetail> = {}): { data: PromoCodeDetail } {
  return {
    data: {
      ...promo,
      redemptions: [],
      redemptions_total: 0,
      sales: { orders: 0, revenue_cents: 0, discount_cents: 0 },
      ...overrides,
    },
  };
}
