import { Box } from "@mui/material";
import { lazy, Suspense, useEffect, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { SWRConfig } from "swr";
import { PageErrorBoundary } from "../../components/PageErrorBoundary";
import { RouteProgress } from "../../components/RouteProgress";
import { ChatWidget } from "../../features/support";
import { onFirstInteraction } from "../../lib/on-first-interaction";
import { swrConfig } from "../../lib/swr-config";
import { requestToaster } from "../../lib/toast";
import { useIsDesktop } from "../../lib/use-is-desktop";
import { safeLocalStorage } from "../../settings/settings";
import { useSettings } from "../../settings/settings-context";
import { DashboardFooter } from "./DashboardFooter";
import { HorizontalNav } from "./HorizontalNav";
import { MiniSideNav } from "./MiniSideNav";
import { MobileNavDrawer } from "./MobileNavDrawer";
import { SideNav } from "./SideNav";
import { TopBar } from "./TopBar";
import { TrainingNavActions } from "./TrainingNavActions";

// restock's visit outbox (features/restock/api/visit-outbox.ts, OUTBOX_KEY): read here by name so that the shell
// loads the restock code only when visits wait on this phone, to send them from whatever page the app opens on.
const VISIT_OUTBOX_KEY = "visit-outbox";
const VisitOutboxSender = lazy(async () => ({ default: (await import("../../features/restock")).VisitOutboxSender }));

/** The compact layout's page width (content centred); without it pages use the whole width. */
export const COMPACT_CONTENT_WIDTH = 1200;

/**
 * The signed-in shell: on md and up the chosen nav layout (vertical side panel, mini rail, or horizontal bar), below
 * md the drawer; the top bar, the page, the footer; data fetching set up for pages; the training entries wired to
 * their feature; the support chat widget (shown on /support only).
 */
export function DashboardLayout() {
  const isDesktop = useIsDesktop();
  const { settings } = useSettings();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [visitsWaiting] = useState(() => Boolean(safeLocalStorage()?.getItem(VISIT_OUTBOX_KEY)));
  const layout = isDesktop ? settings.navLayout : null;

  // The toaster (its own chunk, ~10 KB) mounts at the first tap or key press, ready before the toast that action
  // may bring; not with the first screen, whose JavaScript on a phone is issue 22's budget. A toast wanted before
  // any action (a failed load) waits in lib/toast.ts for the chunk.
  useEffect(() => onFirstInteraction(requestToaster), []);

  useEffect(() => {
    // Widening the window past md shows the side nav; a drawer left open would keep the page scroll-locked.
    if (isDesktop) setDrawerOpen(false);
  }, [isDesktop]);

  return (
    <SWRConfig value={swrConfig}>
      <TrainingNavActions>
        <Box sx={{ display: "flex", minHeight: "100dvh", bgcolor: "background.default" }}>
          {layout === "vertical" && <SideNav />}
          {layout === "mini" && <MiniSideNav />}
          <Box sx={{ flex: 1, minWidth: 0, display: "flex", flexDirection: "column" }}>
            <TopBar onOpenNav={isDesktop ? undefined : () => setDrawerOpen(true)} showLogo={layout === "horizontal"} />
            {layout === "horizontal" && <HorizontalNav />}
            <Box
              component="main"
              sx={{
                flex: 1,
                width: "100%",
                maxWidth: settings.compactLayout ? COMPACT_CONTENT_WIDTH : "none",
                mx: "auto",
                px: { xs: 2, sm: 3, lg: 5 },
                py: { xs: 3, md: 5 },
              }}
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
      </TrainingNavActions>
      <ChatWidget />
      {visitsWaiting && (
        <Suspense fallback={null}>
          <VisitOutboxSender />
        </Suspense>
      )}
    </SWRConfig>
  );
}
