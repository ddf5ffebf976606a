import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

/** The web app's route table: paths and permissions of every page (web/src/app/routes.ts). */
export const WEB_ROUTES_MODULE = fileURLToPath(new URL("../../web/src/app/routes.ts", import.meta.url));

/** Who opens a route in the browser tests: nobody signed in, a company's admin, or platform staff. */
export type Account = "visitor" | "companyAdmin" | "superAdmin";

export interface RouteVisit {
  /** The path exactly as the route table writes it (`:token` included). */
  route: string;
  /** What the browser opens: the path with its parameters filled in, plus any query. */
  url: string;
  account: Account;
  /** The host's subdomain: a company's, or null for the platform (bare domain). */
  subdomain: string | null;
}

const visitor = (route: string, url = route): RouteVisit => ({ route, url, account: "visitor", subdomain: "demo" });
const admin = (route: string, url = route): RouteVisit => ({ route, url, account: "companyAdmin", subdomain: "demo" });

/**
 * One visit per page of the app, each by someone allowed to open it: public pages signed out; company pages as the
 * demo company's admin (who holds every permission but the platform's); /companies as the Super Admin on the bare
 * domain. /404 is seen from both frames, and the users and notifications pages' other tabs are pages of their own
 * to the eye.
 * Tokens are made up: the reset and set-password forms check theirs only when submitted.
 */
export const ROUTE_VISITS: readonly RouteVisit[] = [
  visitor("/sign-in"),
  visitor("/forgot-password"),
  visitor("/password-reset/:token", "/password-reset/a11y-token?email=someone%40example.com"),
  visitor("/set-password/:token", "/set-password/a11y-token?email=someone%40example.com"),
  visitor("/404"),
  admin("/dashboard"),
  admin("/dashboard/sales-analytics"),
  admin("/statements"),
  // A made-up client: the statement page's "does not exist" state (statements.spec.ts opens real ones).
  admin("/statements/:id", "/statements/0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0c97-2026-01"),
  admin("/product"),
  admin("/promo-codes"),
  admin("/users"),
  admin("/users", "/users?tab=roles"),
  admin("/users", "/users?tab=audit"),
  admin("/orders"),
  admin("/notifications"),
  admin("/notifications", "/notifications?tab=settings"),
  admin("/restock"),
  admin("/restock", "/restock?tab=pick-lists"),
  // No pick list exists in the seed: the page's "does not exist" state (the journey in restock.spec.ts checks a real one).
  admin("/restock/pick-lists/:id", "/restock/pick-lists/0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0c99"),
  admin("/restock", "/restock?tab=visits"),
  // A made-up kiosk: the visit form's "not found" state (visit-offline.spec.ts records a visit on a real one).
  admin("/restock/visit/:kioskId", "/restock/visit/0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0c98"),
  { route: "/companies", url: "/companies", account: "superAdmin", subdomain: null },
  admin("/change-password"),
  admin("/support"),
  admin("/training"),
  admin("/training/tutorial"),
  admin("/training/manual"),
  admin("/faqs"),
  admin("/404"),
];

/**
 * Every `path: "…"` of the route table, read from its source: the browser tests cannot import the module (it pulls
 * in React and every page), and reading it keeps ROUTE_VISITS honest when a route is added without a visit.
 */
export async function readWebRoutePaths(): Promise<string[]> {
  const source = await readFile(WEB_ROUTES_MODULE, "utf8");
  return [...source.matchAll(/\bpath:\s*"([^"]+)"/g)].map((match) => match[1] as string);
}
