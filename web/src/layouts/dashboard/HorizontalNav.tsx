import { Box } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useAuth } from "../../features/auth";
import { NavGroupMenu } from "./nav/NavGroupMenu";
import { NavSurface } from "./nav/NavSurface";
import { useNavGroups } from "./nav/use-nav-groups";
import { TOP_BAR_HEIGHT } from "./TopBar";
import { showsUpgradeBanner } from "./UpgradeBanner";
import { UpgradeCompact } from "./UpgradeCompact";

/** The horizontal layout (md and up): a bar under the top bar with one menu per group, and the upgrade offer. */
export function HorizontalNav() {
  const { t } = useTranslation("shell");
  const { user } = useAuth();
  const groups = useNavGroups();
  return (
    <NavSurface
      edge="bottom"
      sx={(theme) => ({
        position: "sticky",
        top: TOP_BAR_HEIGHT,
        zIndex: theme.zIndex.appBar - 1,
        display: "flex",
        alignItems: "center",
        gap: 2,
        minHeight: 56,
        px: { md: 2, lg: 3 },
      })}
    >
      <Box component="nav" aria-label={t("nav.label")} sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, flex: 1 }}>
        {groups.map((group) => (
          <NavGroupMenu key={group.id} group={group} />
        ))}
      </Box>
      {user && showsUpgradeBanner(user.role) && <UpgradeCompact variant="bar" />}
    </NavSurface>
  );
}
