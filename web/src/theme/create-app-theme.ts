import { createTheme, darken, lighten, type Theme } from "@mui/material/styles";
import type { LanguageCode } from "../i18n/languages";
import {
  type ColorScheme,
  type Contrast,
  DEFAULT_SETTINGS,
  type Direction,
  type FontFamily,
} from "../settings/settings";
import { FOCUS_RING_COLOR_VAR, focusRing } from "./focus-ring";
import { primaryHoverBackground, primaryTextColor, readableShade, withReadableStatusColors } from "./readable-color";

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

/** Secondary text in dark mode; high contrast (and tinted surfaces, such as a selected list item) get the lighter grey. */
const DARK_SECONDARY_TEXT: Record<Contrast, string> = { default: "#919EAB", high: "#C4CDD5" };

/**
 * The primary palette: the company's colour as main (the top bar, contained buttons), and the shade MUI would
 * derive for text on the page (dark on light, light on dark), taken further only when it is not readable on the
 * page's backgrounds. MUI's own offsets: dark = darken(main, 0.3), light = lighten(main, 0.2).
 */
function primaryPalette(main: string, colorScheme: ColorScheme, surfaces: { default: string; paper: string }) {
  const backgrounds = [surfaces.default, surfaces.paper];
  return colorScheme === "dark"
    ? { main, light: readableShade(lighten(main, 0.2), backgrounds, "dark") }
    : { main, dark: readableShade(darken(main, 0.3), backgrounds, "light") };
}

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
  const surfaces = background ?? BACKGROUNDS[colorScheme][contrast];
  const theme = createTheme({
    direction,
    palette: {
      mode: colorScheme,
      primary: primaryPalette(primaryColor, colorScheme, surfaces),
      // WCAG AA for text on the primary colour: MUI picks black or white text by this contrast ratio.
      contrastThreshold: 4.5,
      background: surfaces,
      ...(isDark ? { text: { primary: "#FFFFFF", secondary: DARK_SECONDARY_TEXT[contrast] } } : {}),
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
          ":focus-visible, .Mui-focusVisible": focusRing(theme),
          // Arabic letters join; any letter spacing (buttons, captions) tears the words apart.
          "html:lang(ar) *": { letterSpacing: 0 },
        }),
      },
      // MUI's buttons, list items, tabs and switches remove the outline on their own (outline: 0), after the rule above.
      MuiButtonBase: { styleOverrides: { root: ({ theme }) => ({ "&.Mui-focusVisible": focusRing(theme) }) } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        // Text and outlined buttons write their label in the primary colour: in its readable shade.
        styleOverrides: {
          textPrimary: ({ theme }) => ({ "--variant-textColor": primaryTextColor(theme) }),
          outlinedPrimary: ({ theme }) => ({ "--variant-outlinedColor": primaryTextColor(theme) }),
          containedPrimary: ({ theme }) => ({
            "@media (hover: hover)": { "&:hover": { "--variant-containedBg": primaryHoverBackground(theme) } },
          }),
        },
      },
      MuiTab: {
        styleOverrides: {
          textColorPrimary: ({ theme }) => ({ "&.Mui-selected": { color: primaryTextColor(theme) } }),
        },
      },
      // The selected item's tint of the primary colour darkens the grey of its second line below 4.5:1.
      MuiListItemButton: {
        styleOverrides: {
          root: isDark ? { "&.Mui-selected .MuiListItemText-secondary": { color: DARK_SECONDARY_TEXT.high } } : {},
        },
      },
      // A focused field's frame and label are drawn in the primary colour: in its readable shade (errors keep red).
      MuiOutlinedInput: {
        styleOverrides: {
          root: ({ theme }) => ({
            "&.Mui-focused:not(.Mui-error) .MuiOutlinedInput-notchedOutline": { borderColor: primaryTextColor(theme) },
          }),
        },
      },
      MuiFormLabel: {
        styleOverrides: {
          root: ({ theme }) => ({
            "&.MuiFormLabel-colorPrimary.Mui-focused:not(.Mui-error)": { color: primaryTextColor(theme) },
          }),
        },
      },
      // The top bar keeps the company's colour in dark mode too (MUI would turn it into a dark surface). Its focus
      // rings take the bar's text colour: the page's ring colour may be close to the company's colour.
      MuiAppBar: {
        defaultProps: { elevation: 0, enableColorOnDark: true },
        styleOverrides: {
          colorPrimary: ({ theme }) => ({ [FOCUS_RING_COLOR_VAR]: theme.palette.primary.contrastText }),
        },
      },
      // A menu (every select's list, every row's actions) leaves the page's scrolling alone. Locking it set overflow:
      // hidden on the body, which laid the whole page out again as the menu opened and closed: at a fixed 6× CPU,
      // choosing an analytics period took 144–216 ms with the lock and 120–152 ms without it (issue 22).
      MuiMenu: { defaultProps: { disableScrollLock: true } },
      MuiCard: { styleOverrides: { root: { boxShadow: cardShadow(colorScheme, contrast) } } },
      // The plain primary colour is often too light (or, on dark, too dark) for body-size link text.
      MuiLink: { defaultProps: { color: isDark ? "primary.light" : "primary.dark", underline: "hover" } },
    },
  });
  return withReadableStatusColors(theme, [surfaces.default, surfaces.paper]);
}
