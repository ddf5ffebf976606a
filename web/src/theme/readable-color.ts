import { createTheme, darken, getContrastRatio, getLuminance, lighten, type Theme } from "@mui/material/styles";

/** WCAG 2.1 AA (1.4.3) for text of body size. */
export const TEXT_CONTRAST = 4.5;

const STEPS = 20;

/**
 * `color`, darkened (light mode) or lightened (dark mode) in small steps until it reads as text on every one of
 * `surfaces`. A company picks its colour for the top bar, where the text colour adapts to it; the same colour as
 * text on the page (links, tabs, text buttons) must still be legible, so it is shaded only as far as it must be.
 */
export function readableShade(color: string, surfaces: readonly string[], mode: "light" | "dark"): string {
  const shift = mode === "dark" ? lighten : darken;
  for (let step = 0; step <= STEPS; step += 1) {
    const candidate = step === 0 ? color : shift(color, step / STEPS);
    if (surfaces.every((surface) => getContrastRatio(candidate, surface) >= TEXT_CONTRAST)) return candidate;
  }
  return mode === "dark" ? "#FFFFFF" : "#000000";
}

/**
 * The primary colour for text, icons and focus rings on the page's own surfaces: the theme makes primary.dark
 * (light mode) and primary.light (dark mode) readable there, while primary.main stays the company's colour.
 */
export function primaryTextColor(theme: Theme): string {
  return theme.palette.mode === "dark" ? theme.palette.primary.light : theme.palette.primary.dark;
}

/**
 * The hover background of surfaces filled with the company's colour (contained buttons): MUI's dark shade of it
 * under light text, its light shade under dark text, so hovering never dims the label. (MUI hovers to
 * primary.dark, which the theme may take further to read as text on the page.)
 */
export function primaryHoverBackground(theme: Theme): string {
  const { main, contrastText } = theme.palette.primary;
  return getLuminance(contrastText) > 0.5 ? darken(main, 0.3) : lighten(main, 0.2);
}

const STATUS_COLORS = ["error", "warning", "info", "success"] as const;

/**
 * `theme` with its status colours shaded until they read as text on `surfaces` (helper texts, chips, the log-out
 * item are written in them). MUI's defaults fall short: info and warning on white, error on the dark surfaces.
 */
export function withReadableStatusColors(theme: Theme, surfaces: readonly string[]): Theme {
  const { palette } = theme;
  const shaded = STATUS_COLORS.map((name) => {
    const main = readableShade(palette[name].main, surfaces, palette.mode);
    return [name, palette.augmentColor({ color: { main }, name })] as const;
  });
  // MUI's documented way to build on a created theme: createTheme(theme, overrides).
  return createTheme(theme, { palette: Object.fromEntries(shaded) });
}
