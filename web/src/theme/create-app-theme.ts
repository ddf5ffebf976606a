import { createTheme, type Theme } from "@mui/material/styles";
import type { LanguageCode } from "../i18n/languages";
import {
  type ColorScheme,
  type Contrast,
  DEFAULT_SETTINGS,
  type Direction,
  type FontFamily,
} from "../settings/settings";

/**
 * The chosen font first. In Arabic, Arabic glyphs come from Noto Sans Arabic (the Latin fonts have none); in English
 * the rare Arabic word (the language switch's "العربية") is left to the system's fonts rather than downloading
 * ~160 KB of Arabic font on every page.
 */
export function fontStack(fontFamily: FontFamily, language: LanguageCode = "en"): string {
  const arabic = language === "ar" ? "'Noto Sans Arabic Variable', " : "";
  return `'${fontFamily}', ${arabic}-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, sans-serif`;
}

export interface AppThemeOptions {
  colorScheme: ColorScheme;
  contrast: Contrast;
  direction: Direction;
  fontFamily: FontFamily;
  /** The interface language: Arabic adds an Arabic font to the stack. */
  language?: LanguageCode;
  /** A surface of its own (the "apparent" navigation) instead of the page backgrounds. */
  background?: { default: string; paper: string };
}

/** Page backgrounds: default contrast is white; high contrast is light grey behind white cards (seed section 9). */
const BACKGROUNDS: Record<ColorScheme, Record<Contrast, { default: string; paper: string }>> = {
  light: { default: { default: "#FFFFFF", paper: "#FFFFFF" }, high: { default: "#F4F6F8", paper: "#FFFFFF" } },
  dark: { default: { default: "#141A21", paper: "#1C252E" }, high: { default: "#0B0F14", paper: "#1C252E" } },
};

/** Cards float on a soft shadow; high contrast flattens it to a hairline. */
function cardShadow(colorScheme: ColorScheme, contrast: Contrast): string {
  const tint = colorScheme === "dark" ? "0, 0, 0" : "145, 158, 171";
  return contrast === "high"
    ? `0 0 0 1px rgba(${tint}, 0.24)`
    : `0 0 2px 0 rgba(${tint}, 0.2), 0 12px 24px -4px rgba(${tint}, 0.12)`;
}

/** The app theme for one primary colour and the display settings. Seed section 9: border radius 8. */
export function createAppTheme(primaryColor: string, options: Partial<AppThemeOptions> = {}): Theme {
  const { colorScheme, contrast, direction, fontFamily, language, background } = { ...DEFAULT_SETTINGS, ...options };
  const isDark = colorScheme === "dark";
  return createTheme({
    direction,
    palette: {
      mode: colorScheme,
      primary: { main: primaryColor },
      // WCAG AA for text on the primary colour: MUI picks black or white text by this contrast ratio.
      contrastThreshold: 4.5,
      background: background ?? BACKGROUNDS[colorScheme][contrast],
      ...(isDark ? { text: { primary: "#FFFFFF", secondary: contrast === "high" ? "#C4CDD5" : "#919EAB" } } : {}),
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: fontStack(fontFamily, language),
      button: { textTransform: "none", fontWeight: 600 },
      h4: { fontWeight: 700 },
      h5: { fontWeight: 700 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: (theme: Theme) => ({
          // A focus ring everyone can see, on every control reached by keyboard.
          ":focus-visible, .Mui-focusVisible": {
            outline: `2px solid ${isDark ? theme.palette.primary.light : theme.palette.primary.dark}`,
            outlineOffset: 2,
          },
          // Arabic letters join; any letter spacing (buttons, captions) tears the words apart.
          "html:lang(ar) *": { letterSpacing: 0 },
        }),
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      // The top bar keeps the company's colour in dark mode too (MUI would turn it into a dark surface).
      MuiAppBar: { defaultProps: { elevation: 0, enableColorOnDark: true } },
      MuiCard: { styleOverrides: { root: { boxShadow: cardShadow(colorScheme, contrast) } } },
      // The plain primary colour is often too light (or, on dark, too dark) for body-size link text.
      MuiLink: { defaultProps: { color: isDark ? "primary.light" : "primary.dark", underline: "hover" } },
    },
  });
}
