import { Box, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useAuth } from "../../features/auth";
import { useIsDesktop } from "../../lib/use-is-desktop";
import { licenseNotice } from "../license-notice";

/** Spec section 1: the licence line of the user's company (or the default notice); hidden below md. */
export function DashboardFooter() {
  const { t } = useTranslation("shell");
  const { user } = useAuth();
  const isDesktop = useIsDesktop();
  if (!isDesktop) return null;
  return (
    <Box component="footer" sx={{ px: 5, py: 3, borderTop: 1, borderColor: "divider" }}>
      <Typography variant="body2" color="text.secondary">
        {licenseNotice(t, user?.company?.name)}
      </Typography>
    </Box>
  );
}
