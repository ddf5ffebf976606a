import { Button, ListItemIcon, ListItemText, Menu, MenuItem, useTheme } from "@mui/material";
import { type KeyboardEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { ChevronDownIcon, ExternalLinkIcon } from "../../../components/icons/ui-icons";
import { primaryTextColor } from "../../../theme/readable-color";
import { isNavItemActive } from "./is-nav-item-active";
import { navItemTarget } from "./nav-item-target";
import type { NavGroup, NavItem } from "./nav-types";
import { ProBadge } from "./ProBadge";

const isInAppLink = (item: NavItem) => !item.onSelect && !item.externalUrl;

/**
 * One group of the horizontal bar: a menu button (Enter, Space or Arrow Down opens it; arrows move, Escape closes
 * and returns to the button) and a menu of the group's permitted entries. The group holding the current page is
 * marked, as is the entry itself.
 */
export function NavGroupMenu({ group }: { group: NavGroup }) {
  const { t } = useTranslation("shell");
  const { pathname } = useLocation();
  const isRtl = useTheme().direction === "rtl";
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = Boolean(anchor);
  const close = () => setAnchor(null);
  const holdsCurrentPage = group.items.some((item) => isInAppLink(item) && isNavItemActive(item.path, pathname));
  const side = isRtl ? "right" : "left";

  const openWithArrow = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setAnchor(event.currentTarget);
    }
  };

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? "true" : undefined}
        aria-current={holdsCurrentPage ? "true" : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        onKeyDown={openWithArrow}
        endIcon={<ChevronDownIcon />}
        sx={(theme) => ({
          minHeight: 40,
          px: 1.5,
          fontSize: 13,
          letterSpacing: 0.5,
          color: holdsCurrentPage ? "text.primary" : "text.secondary",
          // The current group: an underline in the accent colour (not colour alone).
          boxShadow: holdsCurrentPage ? `inset 0 -2px 0 ${primaryTextColor(theme)}` : "none",
          borderRadius: 1,
        })}
      >
        {group.title}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: side }}
        transformOrigin={{ vertical: "top", horizontal: side }}
        slotProps={{ list: { "aria-labelledby": buttonId, dense: true }, paper: { sx: { minWidth: 220 } } }}
      >
        {group.items.map((item) => {
          const current = isInAppLink(item) && isNavItemActive(item.path, pathname);
          return (
            <MenuItem
              key={item.path}
              {...navItemTarget(item, { onNavigate: close })}
              selected={current}
              aria-current={current ? "page" : undefined}
              sx={{ borderRadius: 1, mx: 0.5, gap: 1 }}
            >
              <ListItemIcon>{item.icon}</ListItemIcon>
              <ListItemText>{item.title}</ListItemText>
              {item.badge && <ProBadge />}
              {item.externalUrl && !item.onSelect && (
                <ExternalLinkIcon sx={{ fontSize: 16 }} titleAccess={t("nav.opensInNewTab")} />
              )}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
