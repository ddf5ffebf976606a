import type { PermissionRequirement } from "@froyo/contracts";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { usePermissions } from "../../../lib/permissions";

/** Spec section 6: a failed route check redirects to /404 (the page's existence is not confirmed). */
export function PermissionGuard({ permission, children }: { permission: PermissionRequirement; children: ReactNode }) {
  const { can } = usePermissions();
  if (!can(permission)) return <Navigate to="/404" replace />;
  return children;
}
