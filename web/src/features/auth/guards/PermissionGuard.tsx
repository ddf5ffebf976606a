import type { PermissionRequirement } from "@froyo/contracts";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { usePermissions } from "../../../lib/permissions";

interface PermissionGuardProps {
  permission: PermissionRequirement;
  /** The page shows sales: the caller must also see them (decision 041), as the nav and the API require. */
  salesOnly?: boolean;
  children: ReactNode;
}

/** Spec section 6: a failed route check redirects to /404 (the page's existence is not confirmed). */
export function PermissionGuard({ permission, salesOnly = false, children }: PermissionGuardProps) {
  const { can, seesSales } = usePermissions();
  if (!can(permission) || (salesOnly && !seesSales)) return <Navigate to="/404" replace />;
  return children;
}
