import { useMediaQuery, useTheme } from "@mui/material";

/**
 * True from the md breakpoint up (side nav, footer). Read synchronously (noSsr) so the first paint already has the
 * right layout instead of flashing the mobile one.
 */
export function useIsDesktop(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.up("md"), { noSsr: true });
}
