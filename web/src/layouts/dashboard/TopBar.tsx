import { AppBar, Box, IconButton, Toolbar, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { CompanyLogo } from "../../components/CompanyLogo";
import { MenuIcon, SettingsIcon } from "../../components/icons/ui-icons";
import { NotificationBell } from "../../features/notifications";
import { useBrandCompany } from "../../theme/brand-context";
import { SettingsDrawer } from "./settings/SettingsDrawer";
import { UserMenu } from "./UserMenu";

export const TOP_BAR_HEIGHT = 64;

interface TopBarProps {
  /** Below md: opens the navigation drawer (the menu button shows only then). */
  onOpenNav?: () => void;
  /** The horizontal layout has no side panel: the logo goes here. */
  showLogo?: boolean;
}

/**
 * The top bar in the company's primary colour: menu button or logo, the notifications bell, the settings button, the
 * account menu.
 */
export function TopBar({ onOpenNav, showLogo }: TopBarProps) {
  const { t } = useTranslation("shell");
  const company = useBrandCompany();
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <AppBar position="sticky" color="primary">
      <Toolbar sx={{ minHeight: { xs: TOP_BAR_HEIGHT }, gap: 1 }}>
        {onOpenNav && (
          <>
            <IconButton edge="start" color="inherit" aria-label={t("topBar.openMenu")} onClick={onOpenNav}>
              <MenuIcon />
            </IconButton>
            <Typography variant="subtitle1" component="p" noWrap sx={{ fontWeight: 700 }}>
              {company?.name ?? t("appName")}
            </Typography>
          </>
        )}
        {showLogo && (
          // Logos are drawn for light backgrounds (dark text): on the bar's colour (a preset's purple, say) the
          // logo stands on a white plate, as it does on a dark navigation.
          <Box
            component={RouterLink}
            to="/"
            sx={{ display: "inline-flex", bgcolor: "common.white", borderRadius: 1, px: 1, py: 0.5 }}
          >
            <CompanyLogo path={company?.primary_logo?.path} companyName={company?.name} height={36} />
          </Box>
        )}
        <Box sx={{ flex: 1 }} />
        <NotificationBell />
        <IconButton color="inherit" aria-label={t("topBar.settings")} onClick={() => setSettingsOpen(true)}>
          <SettingsIcon />
        </IconButton>
        <UserMenu />
      </Toolbar>
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </AppBar>
  );
}
