import type { Theme } from "@mui/material";
import { alpha } from "@mui/material/styles";
import { primaryTextColor } from "../../../theme/readable-color";

/**
 * The look of an entry in every layout. The current entry gets a tint of the primary colour with text in the
 * surface's own primary text colour: readable whatever the company's colour and the nav surface.
 */
export const navItemSx = (theme: Theme) =>
  ({
    borderRadius: 1,
    mb: 0.5,
    minHeight: 44,
    color: theme.palette.text.secondary,
    "& .MuiListItemIcon-root": { minWidth: 36, color: "inherit" },
    "&.Mui-selected, &.Mui-selected:hover": {
      color: theme.palette.text.primary,
      bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === "dark" ? 0.24 : 0.14),
    },
    "&.Mui-selected .MuiListItemIcon-root": { color: primaryTextColor(theme) },
    "&.Mui-selected .MuiListItemText-primary": { fontWeight: 600 },
  }) as const;
