import { Box, Paper } from "@mui/material";
import { Suspense } from "react";
import { Outlet, Link as RouterLink, useLocation } from "react-router";
import { CompanyLogo } from "../../components/CompanyLogo";
import { PageErrorBoundary } from "../../components/PageErrorBoundary";
import { RouteProgress } from "../../components/RouteProgress";
import { useBrandCompany } from "../../theme/brand-context";
import { FOCUS_RING_COLOR_VAR } from "../../theme/focus-ring";
import { LanguageSwitch } from "./LanguageSwitch";
import { PublicFooter } from "./PublicFooter";

/** The branded frame of the signed-out pages: coloured top bar with the logo, a centred card, a black footer. */
export function PublicLayout() {
  const company = useBrandCompany();
  const { pathname } = useLocation();
  return (
    <Box sx={{ minHeight: "100dvh", display: "flex", flexDirection: "column", bgcolor: "background.default" }}>
      {/* A plain header box, not AppBar + Toolbar: same look, less code on the sign-in page's first load. */}
      <Box
        component="header"
        sx={(theme) => ({
          bgcolor: "primary.main",
          color: "primary.contrastText",
          // Focus rings on the company's colour take the header's text colour.
          [FOCUS_RING_COLOR_VAR]: theme.palette.primary.contrastText,
          minHeight: 64,
          px: { xs: 2, sm: 3 },
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          gap: 2,
        })}
      >
        <Box component={RouterLink} to="/sign-in" sx={{ display: "inline-flex", py: 1 }}>
          <CompanyLogo path={company?.primary_logo?.path} companyName={company?.name} height={44} />
        </Box>
        <LanguageSwitch />
      </Box>
      {/* Top-aligned, not centred: a centred card would jump when its page's code arrives (layout shift). */}
      <Box
        component="main"
        sx={{
          flex: 1,
          display: "flex",
          alignItems: "flex-start",
          justifyContent: "center",
          px: 2,
          py: { xs: 4, md: 10 },
        }}
      >
        <Paper variant="outlined" sx={{ width: "100%", maxWidth: 440, p: { xs: 3, sm: 5 } }}>
          {/* Keyed by path: a fresh boundary shows the progress bar even inside a transition, and resets errors. */}
          <PageErrorBoundary key={pathname}>
            <Suspense fallback={<RouteProgress />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </Paper>
      </Box>
      <PublicFooter company={company} />
    </Box>
  );
}
