import type { PickList, PickListSummary, RestockDueKiosk } from "@froyo/contracts";

/** Canned answers of the restock API for the feature's tests (shapes from contracts/src/restock.schema.ts). */

export const OWNER_A = { id: "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0a01", name: "Amal Owner" };
export const OWNER_B = { id: "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0a02", name: "Bruno Owner" };
export const KIOSK_MARINA = "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0b01";
export const KIOSK_MALL = "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0b02";
export const KIOSK_PIER = "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0b03";
export const PICK_LIST_ID = "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0c01";
const MANGO = "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0d01";
const BERRY = "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0d02";

function tray(position: number, overrides: Partial<RestockDueKiosk["trays_due"][number]> = {}) {
  return {
    tray_id: `0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0e${String(position).padStart(2, "0")}`,
    position,
    product_id: MANGO,
    product_name: "Mango Tango",
    level: 3,
    par_level: 10,
    low_threshold: 2,
    sold_per_day: 6.5,
    low_at: "2026-12-02T12:00:00.000Z",
    empties_at: "2026-12-02T14:00:00.000Z",
    stockout_probability_24h: 0.73,
    ...overrides,
  };
}

/** Now in the tests: 2026-12-02 10:20 UTC (14:20 in Dubai). */
export const NOW = new Date("2026-12-02T10:20:00.000Z");

export const dueKiosks: RestockDueKiosk[] = [
  {
    kiosk: { id: KIOSK_MARINA, name: "Marina Walk" },
    owner: OWNER_A,
    status: "online",
    timezone: "Asia/Dubai",
    visit_by: "2026-12-02T14:00:00.000Z",
    trays_due: [
      tray(1),
      tray(4, {
        product_id: BERRY,
        product_name: "Berry Blast",
        level: 5,
        par_level: 12,
        empties_at: null,
        stockout_probability_24h: 0.2,
      }),
    ],
  },
  {
    kiosk: { id: KIOSK_MALL, name: "City Mall" },
    owner: OWNER_B,
    status: "online",
    timezone: "Europe/Paris",
    visit_by: "2026-12-03T09:00:00.000Z",
    trays_due: [tray(2, { tray_id: "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0f02", empties_at: "2026-12-03T09:00:00.000Z" })],
  },
  {
    kiosk: { id: KIOSK_PIER, name: "Old Pier" },
    owner: OWNER_A,
    status: "offline",
    timezone: "Europe/Paris",
    visit_by: null,
    trays_due: [],
  },
];

export const pickList: PickList = {
  id: PICK_LIST_ID,
  visit_at: "2026-12-03T08:00:00.000Z",
  status: "open",
  created_at: "2026-12-02T10:21:00.000Z",
  created_by: { id: "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0002", name: "Casey Client" },
  kiosks: [
    {
      kiosk_id: KIOSK_MARINA,
      name: "Marina Walk",
      lines: [
        {
          tray_id: tray(1).tray_id,
          position: 1,
          product_id: MANGO,
          product_name: "Mango Tango",
          expected_level: 1,
          par_level: 10,
          quantity: 9,
        },
        {
          tray_id: tray(4).tray_id,
          position: 4,
          product_id: BERRY,
          product_name: "Berry Blast",
          expected_level: 4,
          par_level: 12,
          quantity: 8,
        },
      ],
    },
    {
      kiosk_id: KIOSK_MALL,
      name: "City Mall",
      lines: [
        {
          tray_id: "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0f02",
          position: 2,
          product_id: MANGO,
          product_name: "Mango Tango",
          expected_level: 7,
          par_level: 10,
          quantity: 3,
        },
      ],
    },
  ],
  totals: [
    { product_id: MANGO, name: "Mango Tango", quantity: 12 },
    { product_id: BERRY, name: "Berry Blast", quantity: 8 },
  ],
};

export const pickListSummaries: PickListSummary[] = [
  {
    id: PICK_LIST_ID,
    visit_at: pickList.visit_at,
    status: "open",
    created_at: pickList.created_at,
    created_by: pickList.created_by,
    kiosks: [
      { kiosk_id: KIOSK_MARINA, name: "Marina Walk" },
      { kiosk_id: KIOSK_MALL, name: "City Mall" },
    ],
    units: 20,
  },
];
