import type { KioskListQuery, KioskStatus } from "@froyo/contracts";

/*
 * The contract's KIOSK_STATUSES and KIOSK_SORT_FIELDS, as the types require them: a Record over the contract's union
 * fails the typecheck when a value is added or removed there. Importing the constants instead would import
 * kiosks.schema.ts into the dashboard's first paint, and with it zod and every kiosk schema the (lazy) forms use.
 */
const STATUS_SET: Record<KioskStatus, true> = { online: true, offline: true, maintenance: true };
const SORT_SET: Record<KioskListQuery["sort"], true> = {
  name: true,
  serial_number: true,
  last_seen_at: true,
  created_at: true,
};

export const KIOSK_STATUS_CHOICES = Object.keys(STATUS_SET) as KioskStatus[];
export const KIOSK_SORT_CHOICES = Object.keys(SORT_SET) as KioskListQuery["sort"][];
