import { ListItemButton, Tooltip, useTheme } from "@mui/material";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "../../../components/visually-hidden";
import { navItemSx } from "./nav-item-styles";
import { navItemTarget } from "./nav-item-target";
import type { NavItem } from "./nav-types";
import { ProBadge } from "./ProBadge";

/**
 * One entry of the mini rail: the icon, its title in a tooltip beside it (on hover and on keyboard focus), the PRO
 * mark on the icon's corner. The title stays in the entry's accessible name.
 */
export function MiniNavItem({ item, active }: { item: NavItem; active: boolean }) {
  const { t } = useTranslation("shell");
  const isRtl = useTheme().direction === "rtl";
  const isLink = !item.onSelect && !item.externalUrl;
  return (
    <Tooltip title={item.title} placement={isRtl ? "left" : "right"} describeChild>
      <ListItemButton
        {...navItemTarget(item)}
        selected={isLink && active}
        aria-current={isLink && active ? "page" : undefined}
        sx={(theme) => ({
          ...navItemSx(theme),
          position: "relative",
          // As a <button> (User manual runs an action) the entry would shrink to its icon, off the rail's centre.
          width: "100%",
          justifyContent: "center",
          minHeight: 52,
          px: 0,
          "& .MuiSvgIcon-root": { fontSize: 24 },
        })}
      >
        {item.icon}
        <span style={visuallyHidden}>
          {item.title}
          {item.externalUrl && !item.onSelect && ` (${t("nav.opensInNewTab")})`}
        </span>
        {item.badge && (
          <ProBadge sx={{ position: "absolute", top: 2, right: 2, px: 0.5, py: 0, fontSize: 9, lineHeight: 1.6 }} />
        )}
      </ListItemButton>
    </Tooltip>
  );
}
