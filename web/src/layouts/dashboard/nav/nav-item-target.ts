import { Link as RouterLink } from "react-router";
import type { NavItem } from "./nav-types";

export interface NavTargetOptions {
  /** The mobile drawer replaces the history entry, so Back does not reopen the page it came from. */
  replace?: boolean;
  /** Called after the entry was picked (a drawer or menu closes). */
  onNavigate?: () => void;
}

/**
 * What an entry renders as, for any MUI button-like item (ListItemButton, MenuItem): a button running its action,
 * a real link opening an external address in a new tab, or an in-app link.
 */
export function navItemTarget(item: NavItem, { replace, onNavigate }: NavTargetOptions = {}) {
  const { onSelect, externalUrl } = item;
  if (onSelect) {
    return {
      component: "button",
      onClick: () => {
        onNavigate?.();
        onSelect();
      },
    } as const;
  }
  if (externalUrl) {
    return {
      component: "a",
      href: externalUrl,
      target: "_blank",
      rel: "noopener noreferrer",
      onClick: onNavigate,
    } as const;
  }
  return { component: RouterLink, to: item.path, replace, onClick: onNavigate } as const;
}
