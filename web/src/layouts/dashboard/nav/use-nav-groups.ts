import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { usePermissions } from "../../../lib/permissions";
import { useBrandCompany } from "../../../theme/brand-context";
import { filterNavGroups } from "./filter-nav-groups";
import { useNavActions } from "./nav-actions";
import { buildNavGroups } from "./nav-config";
import type { NavGroup } from "./nav-types";

/** The one source of entries for every nav layout: built for the company, translated, filtered by permission. */
export function useNavGroups(): NavGroup[] {
  const company = useBrandCompany();
  const { can } = usePermissions();
  const actions = useNavActions();
  const { t } = useTranslation("shell");
  return useMemo(() => filterNavGroups(buildNavGroups(company, { t, actions }), can), [company, can, t, actions]);
}
