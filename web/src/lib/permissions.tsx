import { hasPermission, type PermissionRequirement, seesSales, type UserType } from "@froyo/contracts";
import { createContext, type ReactNode, use, useMemo } from "react";

/**
 * Who is signed in, as far as shaping the UI needs: their id (own row, per-user settings), role name, and whether
 * they are staff or a client (who reaches only what they own).
 */
export interface Actor {
  id: string;
  role: string;
  type: UserType;
}

interface PermissionContextValue {
  /** True when nothing is required, or the user holds the permission (or any one of a list). */
  can: (required: PermissionRequirement) => boolean;
  /** The signed-in user, or null when signed out. */
  actor: Actor | null;
  /** Sees sales (the order history, Home's figures): a client, or staff holding `view sales` (contracts' seesSales). */
  seesSales: boolean;
}

const PermissionContext = createContext<PermissionContextValue | null>(null);

/** Shapes the UI only: the server enforces every permission itself. */
export function PermissionProvider({
  permissions,
  actor = null,
  children,
}: {
  permissions: readonly string[] | null | undefined;
  actor?: Actor | null;
  children: ReactNode;
}) {
  const actorId = actor?.id;
  const actorRole = actor?.role;
  const actorType = actor?.type;
  const value = useMemo<PermissionContextValue>(
    () => ({
      can: (required) => hasPermission(permissions, required),
      seesSales: seesSales(permissions, actorType),
      actor:
        actorId !== undefined && actorRole !== undefined && actorType !== undefined
          ? { id: actorId, role: actorRole, type: actorType }
          : null,
    }),
    [permissions, actorId, actorRole, actorType],
  );
  return <PermissionContext value={value}>{children}</PermissionContext>;
}

export function usePermissions(): PermissionContextValue {
  const context = use(PermissionContext);
  if (!context) throw new Error("usePermissions must be used within a PermissionProvider");
  return context;
}
