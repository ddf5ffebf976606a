import { Box } from "@mui/material";
import { Suspense, useEffect, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { SWRConfig } from "swr";
import { PageErrorBoundary } from "../../components/PageErrorBoundary";
import { RouteProgress } from "../../components/RouteProgress";
import { swrConfig } from "../../lib/swr-config";
import { requestToaster } from "../../lib/toast";
import { useIsDesktop } from "../../lib/use-is-desktop";
import { DashboardFooter } from "./DashboardFooter";
import { MobileNavDrawer } from "./MobileNavDrawer";
import { SideNav } from "./SideNav";
import { TopBar } from "./TopBar";

/** The signed-in shell: side nav (md and up) or drawer, top bar, the page, footer; data fetching set up for pages. */
export function DashboardLayout() {
  const isDesktop = useIsDesktop();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(requestToaster, []);

  useEffect(() => {
    // Widening the window past md shows the side nav; a drawer left open would keep the page scroll-locked.
    if (isDesktop) setDrawerOpen(false);
  }, [isDesktop]);

  return (
    <SWRConfig value={swrConfig}>
      <Box sx={{ display: "flex", minHeight: "100dvh", bgcolor: "background.default" }}>
        {isDesktop && <SideNav />}
        <Box sx={{ flex: 1, minWidth: 0, display: "flex", flexDirection: "column" }}>
          <TopBar onOpenNav={isDesktop ? undefined : () => setDrawerOpen(true)} />
          <Box
            component="main"
            sx={{ flex: 1, width: "100%", maxWidth: 1400, px: { xs: 2, sm: 3, lg: 5 }, py: { xs: 3, md: 5 } }}
          >
            {/* Keyed by path: a fresh boundary shows the progress bar even inside a transition, and resets errors. */}
            <PageErrorBoundary key={pathname}>
              <Suspense fallback={<RouteProgress />}>
                <Outlet />
              </Suspense>
            </PageErrorBoundary>
          </Box>
          <DashboardFooter />
        </Box>
        {!isDesktop && <MobileNavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
      </Box>
    </SWRConfig>
  );
}
