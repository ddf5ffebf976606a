import { matchPath } from "react-router";
import { preloadDashboardLayout } from "./build-routes";
import { dashboardRoutes, notFoundRoute, publicRoutes } from "./routes";

const inOwnTask = (work: () => void) => void setTimeout(work, 0);

/**
 * Called once at start-up: fetches the code of the page in the address bar while the session and tenant are being
 * checked, instead of after. Saves a network round trip on every first load. Each preload adds a modulepreload link
 * per chunk it needs (dozens for the dashboard shell and its page, about a millisecond each on a phone): each runs
 * as a task of its own, so that the entry's evaluation and the two lists are three short tasks, not one long one.
 */
export function preloadCurrentPage(pathname: string): void {
  const publicRoute = publicRoutes.find((route) => matchPath(route.path, pathname));
  if (publicRoute) {
    inOwnTask(publicRoute.Page.preload);
    return;
  }
  const target = pathname === "/" ? "/dashboard" : pathname;
  const dashboardRoute = dashboardRoutes.find((route) => matchPath(route.path, target));
  if (dashboardRoute) {
    inOwnTask(preloadDashboardLayout);
    inOwnTask(dashboardRoute.Page.preload);
  } else {
    inOwnTask(notFoundRoute.Page.preload);
  }
}
