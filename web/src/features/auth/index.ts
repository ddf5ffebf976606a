/** The auth feature's public face: who is signed in, and the guards and providers the app composes. */

export { AuthProvider } from "./context/AuthProvider";
export { AuthContext, type AuthContextValue, useAuth } from "./context/auth-context";
export { UserPermissionProvider } from "./context/UserPermissionProvider";
export { AuthGuard } from "./guards/AuthGuard";
export { GuestGuard } from "./guards/GuestGuard";
export { PermissionGuard } from "./guards/PermissionGuard";
