import { createTheme, type Theme } from "@mui/material/styles";

export const FONT_FAMILY = "'Public Sans Variable', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, sans-serif";

/** The app theme for one primary colour. Spec section 9: border radius 8, Public Sans. */
export function createAppTheme(primaryColor: string): Theme {
  return createTheme({
    palette: {
      primary: { main: primaryColor },
      // WCAG AA for text on the primary colour: MUI picks black or white text by this contrast ratio.
      contrastThreshold: 4.5,
      background: { default: "#F9FAFB" },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: FONT_FAMILY,
      button: { textTransform: "none", fontWeight: 600 },
      h4: { fontWeight: 700 },
      h5: { fontWeight: 700 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      // The plain primary colour is often too light for body-size link text; its darker shade stays readable.
      MuiLink: { defaultProps: { color: "primary.dark", underline: "hover" } },
    },
  });
}
