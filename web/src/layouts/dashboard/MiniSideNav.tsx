import { Box, Divider, List } from "@mui/material";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useAuth } from "../../features/auth";
import { isNavItemActive } from "./nav/is-nav-item-active";
import { MiniNavItem } from "./nav/MiniNavItem";
import { NavLogo } from "./nav/NavLogo";
import { NavSurface } from "./nav/NavSurface";
import { useNavGroups } from "./nav/use-nav-groups";
import { showsUpgradeBanner } from "./UpgradeBanner";
import { UpgradeCompact } from "./UpgradeCompact";

export const MINI_NAV_WIDTH = 88;
const MINI_LOGO_WIDTH = 56;

/** The mini layout (md and up): a narrow rail of icons, one list per group, titles in tooltips. */
export function MiniSideNav() {
  const { t } = useTranslation("shell");
  const { user } = useAuth();
  const groups = useNavGroups();
  const { pathname } = useLocation();
  return (
    <NavSurface
      edge="side"
      sx={{
        width: MINI_NAV_WIDTH,
        flexShrink: 0,
        position: "sticky",
        top: 0,
        height: "100dvh",
        overflowY: "auto",
        display: "flex",
        flexDirection: "column",
      }}
    >
      <Box sx={{ display: "flex", justifyContent: "center", pt: 2.5, pb: 1.5 }}>
        <NavLogo width={MINI_LOGO_WIDTH} />
      </Box>
      <nav aria-label={t("nav.label")}>
        {groups.map((group, index) => (
          <Fragment key={group.id}>
            {index > 0 && <Divider sx={{ mx: 2, my: 0.5 }} />}
            <List dense aria-label={group.title} sx={{ px: 1.5, py: 0.5 }}>
              {group.items.map((item) => (
                <li key={item.path}>
                  <MiniNavItem item={item} active={isNavItemActive(item.path, pathname)} />
                </li>
              ))}
            </List>
          </Fragment>
        ))}
      </nav>
      <Box sx={{ flex: 1 }} />
      {user && showsUpgradeBanner(user.role) && <UpgradeCompact variant="rail" />}
    </NavSurface>
  );
}
