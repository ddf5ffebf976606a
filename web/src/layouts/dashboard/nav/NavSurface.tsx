import { Box, type SxProps, type Theme } from "@mui/material";
import type { ReactNode } from "react";
import { useSettings } from "../../../settings/settings-context";
import { NavThemeProvider } from "../../../theme/NavThemeProvider";
import { primaryTextColor } from "../../../theme/readable-color";

interface NavSurfaceProps {
  /** Where the navigation meets the page: a side panel's inner edge or a bar's bottom edge. */
  edge: "side" | "bottom";
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * The ground every nav layout stands on. "Integrate": the page background, set off by a divider. "Apparent": a
 * surface of its own with the nav theme's readable colours (and a focus ring that shows on it).
 */
export function NavSurface({ edge, sx, children }: NavSurfaceProps) {
  const { settings } = useSettings();
  const integrated = settings.navColor === "integrate";
  return (
    <NavThemeProvider>
      <Box
        data-nav-color={settings.navColor}
        sx={[
          (theme) => ({
            bgcolor: "background.default",
            color: "text.primary",
            // The border shorthand first: it would reset a colour set before it.
            ...(integrated && (edge === "side" ? { borderRight: 1 } : { borderBottom: 1 })),
            borderColor: "divider",
            "& :focus-visible, & .Mui-focusVisible": { outlineColor: primaryTextColor(theme) },
          }),
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        {children}
      </Box>
    </NavThemeProvider>
  );
}
