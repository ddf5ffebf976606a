import type { PermissionRequirement } from "@froyo/contracts";
import type { NavGroup } from "./nav-types";

/** Where the shell runs: a company's subdomain, or the platform's bare domain. */
export type NavPlace = "company" | "platform";

/**
 * Spec section 6: items needing a missing permission are removed, and on the platform the company-only ones (orders,
 * products, …: the platform has no kiosks), and the order history for those who see no sales (a Field Technician);
 * then groups left empty are removed.
 */
export function filterNavGroups(
  groups: readonly NavGroup[],
  can: (required: PermissionRequirement) => boolean,
  place: NavPlace = "company",
  seesSales = true,
): NavGroup[] {
  const shown = (item: NavGroup["items"][number]) =>
    can(item.permission) && !(place === "platform" && item.companyOnly) && !(item.salesOnly && !seesSales);
  return groups
    .map((group) => ({ ...group, items: group.items.filter(shown) }))
    .filter((group) => group.items.length > 0);
}
