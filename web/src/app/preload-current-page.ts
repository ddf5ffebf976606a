import { matchPath } from "react-router";
import { preloadDashboardLayout } from "./build-routes";
import { dashboardRoutes, notFoundRoute, publicRoutes } from "./routes";

/**
 * Called once at start-up: fetches the code of the page in the address bar while the session and tenant are being
 * checked, instead of after. Saves a network round trip on every first load.
 */
export function preloadCurrentPage(pathname: string): void {
  const publicRoute = publicRoutes.find((route) => matchPath(route.path, pathname));
  if (publicRoute) {
    publicRoute.Page.preload();
    return;
  }
  const target = pathname === "/" ? "/dashboard" : pathname;
  const dashboardRoute = dashboardRoutes.find((route) => matchPath(route.path, target));
  if (dashboardRoute) {
    preloadDashboardLayout();
    dashboardRoute.Page.preload();
  } else {
    notFoundRoute.Page.preload();
  }
}
