import type { ReactNode } from "react";
import { PermissionProvider } from "../../../lib/permissions";
import { useAuth } from "./auth-context";

/** Feeds the signed-in user's permissions to the permission checks (none when signed out: everything is denied). */
export function UserPermissionProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return (
    <PermissionProvider permissions={user?.permissions} actor={user}>
      {children}
    </PermissionProvider>
  );
}
