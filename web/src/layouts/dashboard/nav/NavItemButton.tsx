import { ListItemButton, ListItemIcon, ListItemText } from "@mui/material";
import { useTranslation } from "react-i18next";
import { ExternalLinkIcon } from "../../../components/icons/ui-icons";
import { navItemSx } from "./nav-item-styles";
import { type NavTargetOptions, navItemTarget } from "./nav-item-target";
import type { NavItem } from "./nav-types";
import { ProBadge } from "./ProBadge";

interface NavItemButtonProps extends NavTargetOptions {
  item: NavItem;
  active: boolean;
}

/** One entry of the vertical navigation (side panel and mobile drawer): icon, title, PRO badge. */
export function NavItemButton({ item, active, replace, onNavigate }: NavItemButtonProps) {
  const { t } = useTranslation("shell");
  const isLink = !item.onSelect && !item.externalUrl;
  return (
    <ListItemButton
      {...navItemTarget(item, { replace, onNavigate })}
      selected={isLink && active}
      aria-current={isLink && active ? "page" : undefined}
      sx={navItemSx}
    >
      <ListItemIcon>{item.icon}</ListItemIcon>
      <ListItemText primary={item.title} slotProps={{ primary: { variant: "body2", noWrap: true } }} />
      {item.badge && <ProBadge sx={{ ml: 1 }} />}
      {item.externalUrl && !item.onSelect && (
        <ExternalLinkIcon sx={{ ml: 1, fontSize: 16 }} titleAccess={t("nav.opensInNewTab")} />
      )}
    </ListItemButton>
  );
}
