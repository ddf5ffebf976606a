import { Suspense } from "react";
import { Navigate, type RouteObject } from "react-router";
import { FullScreenLoader } from "../components/FullScreenLoader";
import { AuthGuard, GuestGuard, PermissionGuard, useAuth } from "../features/auth";
import { PublicLayout } from "../layouts/public/PublicLayout";
import { dashboardRoutes, lazyPage, notFoundRoute, publicRoutes } from "./routes";

// The shell is its own chunk: the sign-in page must not download the dashboard.
const DashboardLayout = lazyPage(() => import("../layouts/dashboard/DashboardLayout"), "DashboardLayout");
export const preloadDashboardLayout = DashboardLayout.preload;

function DashboardFrame() {
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <DashboardLayout />
    </Suspense>
  );
}

/** /404 sits in the dashboard shell for signed-in users and in the public frame for everyone else. */
function NotFoundFrame() {
  const { user, loading } = useAuth();
  if (loading) return <FullScreenLoader />;
  return user ? <DashboardFrame /> : <PublicLayout />;
}

/** The route tree built from the route table (routes.ts), with the guards around each part. */
export function buildRoutes(): RouteObject[] {
  const NotFound = notFoundRoute.Page;
  return [
    {
      element: (
        <GuestGuard>
          <PublicLayout />
        </GuestGuard>
      ),
      children: publicRoutes.map(({ path, Page }) => ({ path, element: <Page /> })),
    },
    {
      element: (
        <AuthGuard>
          <DashboardFrame />
        </AuthGuard>
      ),
      children: [
        { path: "/", element: <Navigate to="/dashboard" replace /> },
        ...dashboardRoutes.map(({ path, permission, salesOnly, Page }) => ({
          path,
          element: (
            <PermissionGuard permission={permission} salesOnly={salesOnly}>
              <Page />
            </PermissionGuard>
          ),
        })),
      ],
    },
    { path: notFoundRoute.path, element: <NotFoundFrame />, children: [{ index: true, element: <NotFound /> }] },
    { path: "*", element: <Navigate to={notFoundRoute.path} replace /> },
  ];
}
