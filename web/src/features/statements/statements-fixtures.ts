import type { Statement } from "@froyo/contracts";

/** "Now" of the statements tests: mid-November 2026, so the page opens on October (the company is on UTC). */
export const NOW = new Date("2026-11-15T12:00:00Z");

export const ANN_ID = "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0d01";
export const BRUNO_ID = "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0d02";

/** October, issued on 2 November: two kiosks, a royalty of 6.25 %, a fee, and an adjustment for September. */
export const annOctober: Statement = {
  id: `${ANN_ID}-2026-10`,
  month: "2026-10",
  owner: { id: ANN_ID, name: "Ann Owner", email: "ann@demo.example.com" },
  status: "issued",
  currency: "USD",
  kiosks: [
    {
      kiosk_id: "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0e01",
      name: "Marina Walk",
      gross_cents: 120_000,
      discount_cents: 5_000,
      refunded_cents: 1_000,
      net_cents: 114_000,
    },
    {
      kiosk_id: "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0e02",
      name: "City Mall",
      gross_cents: 80_000,
      discount_cents: 0,
      refunded_cents: 2_000,
      net_cents: 78_000,
    },
  ],
  net_cents: 192_000,
  royalty_percent: 6.25,
  royalty_cents: 12_000,
  monthly_fee_cents: 25_000,
  adjustments: [
    {
      month: "2026-09",
      description: "Sales and refunds of September 2026 after its statement: net +16.00 USD",
      amount_cents: 100,
    },
  ],
  amount_due_cents: 37_100,
  issued_at: "2026-11-02T12:00:00Z",
};

/** A draft: no terms yet, one kiosk. */
export const brunoOctober: Statement = {
  id: `${BRUNO_ID}-2026-10`,
  month: "2026-10",
  owner: { id: BRUNO_ID, name: "Bruno Owner", email: "bruno@demo.example.com" },
  status: "draft",
  currency: "USD",
  kiosks: [
    {
      kiosk_id: "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0e03",
      name: "Old Pier",
      gross_cents: 50_000,
      discount_cents: 1_000,
      refunded_cents: 0,
      net_cents: 49_000,
    },
  ],
  net_cents: 49_000,
  royalty_percent: 5,
  royalty_cents: 2_450,
  monthly_fee_cents: 10_000,
  adjustments: [],
  amount_due_cents: 12_450,
  issued_at: null,
};
