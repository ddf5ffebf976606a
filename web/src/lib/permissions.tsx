import { hasPermission, type PermissionRequirement } from "@froyo/contracts";
import { createContext, type ReactNode, use, useMemo } from "react";

interface PermissionContextValue {
  /** True when nothing is required, or the user holds the permission (or any one of a list). */
  can: (required: PermissionRequirement) => boolean;
}

const PermissionContext = createContext<PermissionContextValue | null>(null);

/** Shapes the UI only: the server enforces every permission itself. */
export function PermissionProvider({
  permissions,
  children,
}: {
  permissions: readonly string[] | null | undefined;
  children: ReactNode;
}) {
  const value = useMemo<PermissionContextValue>(
    () => ({ can: (required) => hasPermission(permissions, required) }),
    [permissions],
  );
  return <PermissionContext value={value}>{children}</PermissionContext>;
}

export function usePermissions(): PermissionContextValue {
  const context = use(PermissionContext);
  if (!context) throw new Error("usePermissions must be used within a PermissionProvider");
  return context;
}
