import type { CompanyPublic } from "@froyo/contracts";
import { CssBaseline, ThemeProvider } from "@mui/material";
import { type ReactNode, useMemo } from "react";
import { BrandContext } from "./brand-context";
import { createAppTheme } from "./create-app-theme";
import { NProgressStyles } from "./NProgressStyles";
import { resolvePrimaryColor } from "./primary-color";
import { useCompanyFavicon } from "./use-company-favicon";

/** Brands everything below with one company: theme colour, favicon, and the company for logos and titles. */
export function AppThemeProvider({ company, children }: { company: CompanyPublic | null; children: ReactNode }) {
  const primaryColor = resolvePrimaryColor(company?.primary_color_hex);
  const theme = useMemo(() => createAppTheme(primaryColor), [primaryColor]);
  useCompanyFavicon(company, primaryColor);
  return (
    <BrandContext value={company}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <NProgressStyles />
        {children}
      </ThemeProvider>
    </BrandContext>
  );
}
