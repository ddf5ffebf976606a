import type { ReactNode } from "react";
import { FullScreenLoader } from "../components/FullScreenLoader";
import { useTenant } from "../features/tenancy";

/** Holds the app behind the loader until the subdomain's company is known, so no unbranded page flashes. */
export function TenantGate({ children }: { children: ReactNode }) {
  const { checking } = useTenant();
  return checking ? <FullScreenLoader /> : children;
}
