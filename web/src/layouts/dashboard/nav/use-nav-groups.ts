import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { onCompanySubdomain } from "../../../features/tenancy";
import { usePermissions } from "../../../lib/permissions";
import { filterNavGroups } from "./filter-nav-groups";
import { useNavActions } from "./nav-actions";
import { buildNavGroups } from "./nav-config";
import type { NavGroup } from "./nav-types";

/** The one source of entries for every nav layout: translated, wired to the training actions, filtered by permission. */
export function useNavGroups(): NavGroup[] {
  const { can, seesSales } = usePermissions();
  const actions = useNavActions();
  const { t } = useTranslation("shell");
  const place = onCompanySubdomain() ? "company" : "platform";
  return useMemo(
    () => filterNavGroups(buildNavGroups({ t, actions }), can, place, seesSales),
    [can, t, actions, place, seesSales],
  );
}
