import type { Kiosk, Tray } from "@froyo/contracts";

let sequence = 0;
const nextId = () => {
  sequence += 1;
  return `0190a8a4-8a2b-7cc0-9d7f-${String(sequence).padStart(12, "0")}`;
};

/** The client of the fixtures (makeUser's id and name), owner of every kiosk unless told otherwise. */
export const kioskOwner = { id: "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0002", name: "Casey Client" };

/** A tray as the API answers it; `is_low` follows the level and threshold unless given. */
export function makeTray(overrides: Partial<Tray> = {}): Tray {
  const capacity = overrides.capacity ?? 50;
  const level = overrides.level ?? capacity;
  const lowThreshold = overrides.low_threshold ?? 10;
  return {
    id: nextId(),
    position: 1,
    product_id: null,
    product: null,
    capacity,
    level,
    low_threshold: lowThreshold,
    par_level: overrides.par_level ?? capacity,
    is_low: level <= lowThreshold,
    updated_at: "2025-03-12T14:00:00.000Z",
    ...overrides,
  };
}

/** A kiosk as GET /api/kiosks answers it: online, seen 2 minutes ago, two full trays unless told otherwise. */
export function makeKiosk(overrides: Partial<Kiosk> = {}): Kiosk {
  const id = nextId();
  const trays = overrides.trays ?? [makeTray({ position: 1 }), makeTray({ position: 2 })];
  return {
    id,
    name: `Kiosk ${sequence}`,
    serial_number: `SN-${sequence}`,
    address: "1 Harbour Road",
    timezone: "Europe/Paris",
    owner_id: kioskOwner.id,
    owner: kioskOwner,
    status: "online",
    last_seen_at: new Date(Date.now() - 2 * 60_000 - 5_000).toISOString(),
    offline_since: null,
    low_trays: trays.filter((tray) => tray.is_low).length,
    active: true,
    is_demo: false,
    reported_status: "ok",
    error_codes: [],
    temperature_c: 4,
    too_warm: false,
    clock_skew_ms: 0,
    trays,
    created_at: "2025-01-01T09:00:00.000Z",
    ...overrides,
  };
}
