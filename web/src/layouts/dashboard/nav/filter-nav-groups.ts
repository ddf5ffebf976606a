import type { PermissionRequirement } from "@froyo/contracts";
import type { NavGroup } from "./nav-types";

/** Where the shell runs: a company's subdomain, or the platform's bare domain. */
export type NavPlace = "company" | "platform";

/**
 * Spec section 6: items needing a missing permission are removed, and on the platform the company-only ones (orders,
 * products, …: the platform has no kiosks); then groups left empty are removed.
 */
export function filterNavGroups(
  groups: readonly NavGroup[],
  can: (required: PermissionRequirement) => boolean,
  place: NavPlace = "company",
): NavGroup[] {
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => can(item.permission) && !(place === "platform" && item.companyOnly)),
    }))
    .filter((group) => group.items.length > 0);
}
