import { useRoutes } from "react-router";
import { buildRoutes } from "./build-routes";

const routes = buildRoutes();

/**
 * Declarative routing (useRoutes under a BrowserRouter) rather than a data router: the app loads no route data
 * through the router, and the data-router engine would add ~10 KB gzip to the sign-in page.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
