import { Box } from "@mui/material";
import { useMemo } from "react";
import { Link as RouterLink } from "react-router";
import { CompanyLogo } from "../../components/CompanyLogo";
import { useAuth } from "../../features/auth/context/auth-context";
import { usePermissions } from "../../lib/permissions";
import { useBrandCompany } from "../../theme/brand-context";
import { filterNavGroups } from "./nav/filter-nav-groups";
import { NavSections } from "./nav/NavSections";
import { buildNavGroups } from "./nav/nav-config";
import { showsUpgradeBanner, UpgradeBanner } from "./UpgradeBanner";

export const NAV_WIDTH = 280;
const LOGO_WIDTH = 185;

interface NavContentProps {
  /** Drawer mode: navigations replace the history entry and close the drawer. */
  replace?: boolean;
  onNavigate?: () => void;
}

/** What the side panel and the mobile drawer share: logo, the permitted entries, the upgrade banner. */
export function NavContent({ replace, onNavigate }: NavContentProps) {
  const { user } = useAuth();
  const company = useBrandCompany();
  const { can } = usePermissions();
  const groups = useMemo(() => filterNavGroups(buildNavGroups(company), can), [company, can]);
  return (
    <Box sx={{ display: "flex", flexDirection: "column", minHeight: "100%" }}>
      <Box sx={{ px: 3.5, pt: 3, pb: 2 }}>
        <Box component={RouterLink} to="/" replace={replace} onClick={onNavigate} sx={{ display: "inline-block" }}>
          <CompanyLogo path={company?.primary_logo?.path} companyName={company?.name} width={LOGO_WIDTH} />
        </Box>
      </Box>
      <NavSections groups={groups} replace={replace} onNavigate={onNavigate} />
      <Box sx={{ flex: 1 }} />
      {user && showsUpgradeBanner(user.role) && <UpgradeBanner replace={replace} onNavigate={onNavigate} />}
    </Box>
  );
}
