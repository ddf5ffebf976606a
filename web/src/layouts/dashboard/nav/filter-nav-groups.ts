import type { PermissionRequirement } from "@froyo/contracts";
import type { NavGroup } from "./nav-types";

/** Spec section 6: items needing a missing permission are removed, then groups left empty are removed. */
export function filterNavGroups(
  groups: readonly NavGroup[],
  can: (required: PermissionRequirement) => boolean,
): NavGroup[] {
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => can(item.permission)) }))
    .filter((group) => group.items.length > 0);
}
