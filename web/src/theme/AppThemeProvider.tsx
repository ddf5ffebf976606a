import type { CompanyPublic } from "@froyo/contracts";
import { CssBaseline, ThemeProvider } from "@mui/material";
import { type ReactNode, useMemo } from "react";
import { PRESET_COLORS } from "../settings/settings";
import { useSettings } from "../settings/settings-context";
import { BrandContext } from "./brand-context";
import { createAppTheme } from "./create-app-theme";
import { DirectionCache } from "./DirectionCache";
import { NProgressStyles } from "./NProgressStyles";
import { resolvePrimaryColor } from "./primary-color";
import { useCompanyFavicon } from "./use-company-favicon";

/**
 * Brands everything below with one company and the display settings: the primary colour (the company's, unless a
 * colour preset is chosen), light or dark, contrast, direction and font; the favicon; the company for logos.
 */
export function AppThemeProvider({ company, children }: { company: CompanyPublic | null; children: ReactNode }) {
  const { settings, language } = useSettings();
  const { primaryColor: preset, colorScheme, contrast, direction, fontFamily } = settings;
  const companyColor = resolvePrimaryColor(company?.primary_color_hex);
  const primaryColor = preset === "default" ? companyColor : PRESET_COLORS[preset];
  const theme = useMemo(
    () => createAppTheme(primaryColor, { colorScheme, contrast, direction, fontFamily, language }),
    [primaryColor, colorScheme, contrast, direction, fontFamily, language],
  );
  useCompanyFavicon(company, primaryColor);
  return (
    <DirectionCache direction={direction}>
      <BrandContext value={company}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <NProgressStyles />
          {children}
        </ThemeProvider>
      </BrandContext>
    </DirectionCache>
  );
}
