import { darken, getContrastRatio } from "@mui/material/styles";
import { describe, expect, it } from "vitest";
import { PRESET_COLORS } from "../settings/settings";
import { createAppTheme } from "./create-app-theme";
import { primaryHoverBackground, primaryTextColor, readableShade, TEXT_CONTRAST } from "./readable-color";

const LIGHT_SURFACES = ["#FFFFFF", "#F4F6F8"];
const DARK_SURFACES = ["#141A21", "#1C252E"];
const COMPANY_COLOURS = ["#DF7F8C", "#2E7D8C", "#FFE0E0", "#331111", ...Object.values(PRESET_COLORS)];

describe("readableShade", () => {
  it("keeps a colour that already reads as text", () => {
    expect(readableShade("#1B1B1F", LIGHT_SURFACES, "light")).toBe("#1B1B1F");
  });

  it.each(COMPANY_COLOURS)("darkens %s on light surfaces and lightens it on dark ones until 4.5:1", (colour) => {
    const onLight = readableShade(colour, LIGHT_SURFACES, "light");
    const onDark = readableShade(colour, DARK_SURFACES, "dark");
    for (const surface of LIGHT_SURFACES) expect(getContrastRatio(onLight, surface)).toBeGreaterThanOrEqual(4.5);
    for (const surface of DARK_SURFACES) expect(getContrastRatio(onDark, surface)).toBeGreaterThanOrEqual(4.5);
  });
});

describe("the theme's colours for text", () => {
  it("keeps the company's colour as main and MUI's own dark shade for #DF7F8C, which already reads", () => {
    const theme = createAppTheme("#DF7F8C");
    expect(theme.palette.primary.main).toBe("#DF7F8C");
    expect(theme.palette.primary.dark).toBe(darken("#DF7F8C", 0.3));
    expect(getContrastRatio("#DF7F8C", "#FFFFFF")).toBeLessThan(3); // why the main colour is not used for text
  });

  it.each(COMPANY_COLOURS)("writes %s text readably in light, dark and high contrast", (colour) => {
    for (const colorScheme of ["light", "dark"] as const) {
      for (const contrast of ["default", "high"] as const) {
        const theme = createAppTheme(colour, { colorScheme, contrast });
        const { background } = theme.palette;
        for (const surface of [background.default, background.paper]) {
          expect(getContrastRatio(primaryTextColor(theme), surface)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
          for (const status of ["error", "warning", "info", "success"] as const) {
            expect(getContrastRatio(theme.palette[status].main, surface)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
          }
        }
      }
    }
  });

  it("gives the top bar text of 4.5:1 on the company's colour", () => {
    for (const colour of COMPANY_COLOURS) {
      const { primary } = createAppTheme(colour).palette;
      expect(getContrastRatio(primary.contrastText, primary.main)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });
});

describe("the hover of surfaces in the company's colour", () => {
  it.each(COMPANY_COLOURS)("never dims the label of a %s button", (colour) => {
    for (const colorScheme of ["light", "dark"] as const) {
      const theme = createAppTheme(colour, { colorScheme });
      const { main, contrastText } = theme.palette.primary;
      const hover = primaryHoverBackground(theme);
      expect(hover).not.toBe(main);
      expect(getContrastRatio(contrastText, hover)).toBeGreaterThanOrEqual(getContrastRatio(contrastText, main));
    }
  });
});
