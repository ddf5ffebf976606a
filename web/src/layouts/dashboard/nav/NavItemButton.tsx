import { Box, ListItemButton, ListItemIcon, ListItemText } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { ExternalLinkIcon } from "../../../components/icons/ui-icons";
import type { NavItem } from "./nav-types";

interface NavItemButtonProps {
  item: NavItem;
  active: boolean;
  /** The mobile drawer replaces the history entry, so Back does not reopen the page it came from. */
  replace?: boolean;
  onNavigate?: () => void;
}

function ProBadge() {
  return (
    <Box
      component="span"
      sx={{
        ml: 1,
        px: 0.75,
        py: 0.25,
        borderRadius: 0.75,
        fontSize: 11,
        fontWeight: 700,
        lineHeight: 1.5,
        letterSpacing: 0.5,
        bgcolor: "primary.main",
        color: "primary.contrastText",
      }}
    >
      PRO
    </Box>
  );
}

const itemSx = {
  borderRadius: 1,
  mb: 0.5,
  minHeight: 44,
  color: "text.secondary",
  "& .MuiListItemIcon-root": { minWidth: 36, color: "inherit" },
  "&.Mui-selected": { color: "primary.dark", fontWeight: 600, bgcolor: "action.selected" },
  "&.Mui-selected .MuiListItemText-primary": { fontWeight: 600 },
} as const;

export function NavItemButton({ item, active, replace, onNavigate }: NavItemButtonProps) {
  const content = (
    <>
      <ListItemIcon>{item.icon}</ListItemIcon>
      <ListItemText primary={item.title} slotProps={{ primary: { variant: "body2", noWrap: true } }} />
      {item.badge && <ProBadge />}
      {item.externalUrl && <ExternalLinkIcon sx={{ ml: 1, fontSize: 16 }} titleAccess="opens in a new tab" />}
    </>
  );
  if (item.externalUrl) {
    return (
      <ListItemButton
        component="a"
        href={item.externalUrl}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onNavigate}
        sx={itemSx}
      >
        {content}
      </ListItemButton>
    );
  }
  return (
    <ListItemButton
      component={RouterLink}
      to={item.path}
      replace={replace}
      onClick={onNavigate}
      selected={active}
      aria-current={active ? "page" : undefined}
      sx={itemSx}
    >
      {content}
    </ListItemButton>
  );
}
