import { Box, Drawer, IconButton } from "@mui/material";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "../../components/icons/ui-icons";
import { NavThemeProvider } from "../../theme/NavThemeProvider";
import { NAV_WIDTH, NavContent } from "./NavContent";

export const DRAWER_TRANSITION_MS = 300;
const OVERLAY = "rgba(0, 0, 0, 0.5)";

/**
 * Below md: the navigation in a temporary drawer (spec: 280 px, 300 ms, 50% black overlay), in the nav colour.
 * MUI's modal locks page scrolling while it is open. Picking an entry replaces the history entry and closes it.
 */
export function MobileNavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("shell");
  return (
    <NavThemeProvider>
      <Drawer
        anchor="left"
        open={open}
        onClose={onClose}
        transitionDuration={DRAWER_TRANSITION_MS}
        slotProps={{
          paper: {
            sx: { width: NAV_WIDTH, bgcolor: "background.default", backgroundImage: "none" },
            role: "dialog",
            "aria-modal": true,
            "aria-label": t("mobileNav.label"),
          },
          backdrop: { sx: { backgroundColor: OVERLAY } },
        }}
      >
        <Box sx={{ display: "flex", justifyContent: "flex-end", px: 1, pt: 1 }}>
          <IconButton aria-label={t("mobileNav.close")} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <NavContent replace onNavigate={onClose} />
      </Drawer>
    </NavThemeProvider>
  );
}
