import { Box } from "@mui/material";
import { useAuth } from "../../features/auth";
import { NavLogo } from "./nav/NavLogo";
import { NavSections } from "./nav/NavSections";
import { useNavGroups } from "./nav/use-nav-groups";
import { showsUpgradeBanner, UpgradeBanner } from "./UpgradeBanner";

export const NAV_WIDTH = 280;
export const LOGO_WIDTH = 185;

interface NavContentProps {
  /** Drawer mode: navigations replace the history entry and close the drawer. */
  replace?: boolean;
  onNavigate?: () => void;
}

/** What the vertical side panel and the mobile drawer share: logo, the permitted entries, the upgrade banner. */
export function NavContent({ replace, onNavigate }: NavContentProps) {
  const { user } = useAuth();
  const groups = useNavGroups();
  return (
    <Box sx={{ display: "flex", flexDirection: "column", minHeight: "100%" }}>
      <Box sx={{ px: 3.5, pt: 3, pb: 2 }}>
        <NavLogo width={LOGO_WIDTH} replace={replace} onNavigate={onNavigate} />
      </Box>
      <NavSections groups={groups} replace={replace} onNavigate={onNavigate} />
      <Box sx={{ flex: 1 }} />
      {user && showsUpgradeBanner(user.role) && <UpgradeBanner replace={replace} onNavigate={onNavigate} />}
    </Box>
  );
}
