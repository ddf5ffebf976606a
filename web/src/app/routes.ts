import type { PermissionRequirement } from "@froyo/contracts";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * Every route of the app in one place: its path, the permission it needs (one, any one of a list, or none), and
 * its page, loaded lazily so each page is its own chunk and the sign-in page stays light.
 */
export interface AppRoute {
  path: string;
  permission?: PermissionRequirement;
  /** Besides the permission, the caller must see sales (a client, or staff with `view sales`; decision 041). */
  salesOnly?: true;
  Page: LazyPage;
}

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Starts downloading the page's code ahead of rendering it (e.g. while the session is being checked). */
  preload: () => void;
};

/** React.lazy over one named export, with a preload that shares the download (and retries one that failed). */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const get = () => {
    loading ??= load().then(
      (module) => ({ default: module[name] }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(lazy(get), { preload: () => void get().catch(() => undefined) });
}

/** Signed-out pages, in the public frame. */
export const publicRoutes: readonly AppRoute[] = [
  { path: "/sign-in", Page: lazyPage(() => import("../features/auth/pages/SignInPage"), "SignInPage") },
  {
    path: "/forgot-password",
    Page: lazyPage(() => import("../features/auth/pages/ForgotPasswordPage"), "ForgotPasswordPage"),
  },
  {
    path: "/password-reset/:token",
    Page: lazyPage(() => import("../features/auth/pages/PasswordResetPage"), "PasswordResetPage"),
  },
  {
    path: "/set-password/:token",
    Page: lazyPage(() => import("../features/auth/pages/SetPasswordPage"), "SetPasswordPage"),
  },
];

/** Signed-in pages, in the dashboard shell. "/" redirects to /dashboard. */
export const dashboardRoutes: readonly AppRoute[] = [
  {
    path: "/dashboard",
    permission: "view dashboard",
    Page: lazyPage(() => import("../features/dashboard/pages/DashboardPage"), "DashboardPage"),
  },
  {
    path: "/statements",
    permission: "view statements",
    Page: lazyPage(() => import("../features/statements/pages/StatementsPage"), "StatementsPage"),
  },
  {
    path: "/statements/:id",
    permission: "view statements",
    Page: lazyPage(() => import("../features/statements/pages/StatementPage"), "StatementPage"),
  },
  {
    path: "/dashboard/sales-analytics",
    permission: "view sales",
    Page: lazyPage(() => import("../features/analytics/pages/AnalyticsPage"), "AnalyticsPage"),
  },
  {
    path: "/product",
    permission: "view products",
    Page: lazyPage(() => import("../features/products/pages/ProductsPage"), "ProductsPage"),
  },
  {
    path: "/promo-codes",
    permission: "view products",
    Page: lazyPage(() => import("../features/promo-codes/pages/PromoCodesPage"), "PromoCodesPage"),
  },
  {
    path: "/users",
    permission: "view users",
    Page: lazyPage(() => import("../features/users/pages/UsersPage"), "UsersPage"),
  },
  {
    path: "/orders",
    permission: "view kiosks",
    salesOnly: true,
    Page: lazyPage(() => import("../features/orders/pages/OrderHistoryPage"), "OrderHistoryPage"),
  },
  {
    path: "/restock",
    permission: "view restock",
    Page: lazyPage(() => import("../features/restock/pages/RestockPage"), "RestockPage"),
  },
  {
    path: "/restock/pick-lists/:id",
    permission: "view restock",
    Page: lazyPage(() => import("../features/restock/pages/PickListPage"), "PickListPage"),
  },
  {
    path: "/notifications",
    permission: ["view notifications", "view notification settings"],
    Page: lazyPage(() => import("../features/notifications/pages/NotificationsPage"), "NotificationsPage"),
  },
  {
    path: "/restock/visit/:kioskId",
    permission: "edit restock",
    Page: lazyPage(() => import("../features/restock/pages/VisitPage"), "VisitPage"),
  },
  {
    path: "/companies",
    permission: "view companies",
    Page: lazyPage(() => import("../features/companies/pages/CompaniesPage"), "CompaniesPage"),
  },
  {
    path: "/change-password",
    Page: lazyPage(() => import("../features/auth/pages/ChangePasswordPage"), "ChangePasswordPage"),
  },
  { path: "/support", Page: lazyPage(() => import("../features/support/pages/SupportPage"), "SupportPage") },
  { path: "/training", Page: lazyPage(() => import("../features/training/pages/TrainingPage"), "TrainingPage") },
  {
    path: "/training/tutorial",
    Page: lazyPage(() => import("../features/training/pages/TutorialVideosPage"), "TutorialVideosPage"),
  },
  {
    path: "/training/manual",
    Page: lazyPage(() => import("../features/training/pages/UserManualPage"), "UserManualPage"),
  },
  { path: "/faqs", Page: lazyPage(() => import("../features/faqs/pages/FaqsPage"), "FaqsPage") },
];

/** Unknown paths and refused permissions land here; it needs no permission and no sign-in. */
export const notFoundRoute: AppRoute = {
  path: "/404",
  Page: lazyPage(() => import("../features/errors/pages/NotFoundPage"), "NotFoundPage"),
};
