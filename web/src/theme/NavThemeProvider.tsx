import { ThemeProvider, useTheme } from "@mui/material";
import { type ReactNode, useMemo } from "react";
import { useSettings } from "../settings/settings-context";
import { createApparentNavTheme } from "./nav-theme";

/**
 * Gives the navigation below its colour setting: "integrate" keeps the page's theme (the nav sits on the page
 * background), "apparent" switches to the nav surface's own theme.
 */
export function NavThemeProvider({ children }: { children: ReactNode }) {
  const pageTheme = useTheme();
  const { settings, language } = useSettings();
  const { navColor, colorScheme, contrast, direction, fontFamily } = settings;
  const primaryColor = pageTheme.palette.primary.main;
  const navTheme = useMemo(
    () =>
      navColor === "apparent"
        ? createApparentNavTheme(primaryColor, { colorScheme, contrast, direction, fontFamily, language })
        : null,
    [navColor, primaryColor, colorScheme, contrast, direction, fontFamily, language],
  );
  return navTheme ? <ThemeProvider theme={navTheme}>{children}</ThemeProvider> : children;
}
