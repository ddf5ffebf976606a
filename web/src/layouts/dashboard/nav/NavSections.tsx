import { List, ListSubheader } from "@mui/material";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { isNavItemActive } from "./is-nav-item-active";
import { NavItemButton } from "./NavItemButton";
import type { NavTargetOptions } from "./nav-item-target";
import type { NavGroup } from "./nav-types";

interface NavSectionsProps extends NavTargetOptions {
  groups: readonly NavGroup[];
}

/** The grouped entries; the entry matching the current path is highlighted and marked aria-current="page". */
export function NavSections({ groups, replace, onNavigate }: NavSectionsProps) {
  const { t } = useTranslation("shell");
  const { pathname } = useLocation();
  const idPrefix = useId();
  return (
    <nav aria-label={t("nav.label")}>
      {groups.map((group) => {
        const titleId = `${idPrefix}-${group.id}`;
        return (
          <List
            key={group.id}
            dense
            aria-labelledby={titleId}
            sx={{ px: 2, pb: 1 }}
            subheader={
              <ListSubheader
                id={titleId}
                disableSticky
                sx={{
                  px: 1.5,
                  lineHeight: "32px",
                  fontSize: 11,
                  fontWeight: 700,
                  letterSpacing: 1,
                  "&:lang(ar)": { letterSpacing: 0 }, // spaced Arabic letters no longer join
                  color: "text.secondary",
                  bgcolor: "transparent",
                }}
              >
                {group.title}
              </ListSubheader>
            }
          >
            {group.items.map((item) => (
              <li key={item.path}>
                <NavItemButton
                  item={item}
                  active={isNavItemActive(item.path, pathname)}
                  replace={replace}
                  onNavigate={onNavigate}
                />
              </li>
            ))}
          </List>
        );
      })}
    </nav>
  );
}
