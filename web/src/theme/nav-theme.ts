import type { Theme } from "@mui/material/styles";
import type { LanguageCode } from "../i18n/languages";
import type { ColorScheme, Settings } from "../settings/settings";
import { createAppTheme } from "./create-app-theme";

/**
 * "Apparent" navigation stands on a dark surface of its own: darker than a light page, lighter than a dark one. It is
 * drawn with a dark theme, so every text, icon and hover on it takes the dark palette's readable colours.
 */
const APPARENT_SURFACE: Record<ColorScheme, string> = { light: "#1C252E", dark: "#2A3541" };

type NavThemeSettings = Pick<Settings, "colorScheme" | "contrast" | "direction" | "fontFamily"> & {
  language: LanguageCode;
};

/** The theme of an apparent navigation for the page's primary colour and settings. */
export function createApparentNavTheme(primaryColor: string, settings: NavThemeSettings): Theme {
  const surface = APPARENT_SURFACE[settings.colorScheme];
  return createAppTheme(primaryColor, {
    ...settings,
    colorScheme: "dark",
    background: { default: surface, paper: surface },
  });
}
