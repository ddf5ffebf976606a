/** The tabs of /restock, in order; the first is the default and leaves ?tab= out of the address. */
export const RESTOCK_TABS = ["due", "visits", "pick-lists"] as const;
export type RestockTabName = (typeof RESTOCK_TABS)[number];

export function resolveRestockTab(value: string | null): RestockTabName {
  return RESTOCK_TABS.find((tab) => tab === value) ?? "due";
}
