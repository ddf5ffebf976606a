import type { CompanyPublic } from "@froyo/contracts";
import { createContext, use } from "react";

export interface TenantState {
  /** The company of the host's subdomain; null on the bare domain or when the check failed. */
  company: CompanyPublic | null;
  /** True until the subdomain check has answered (always false on the bare domain). */
  checking: boolean;
}

export const TenantContext = createContext<TenantState | null>(null);

export function useTenant(): TenantState {
  const context = use(TenantContext);
  if (!context) throw new Error("useTenant must be used within a TenantProvider");
  return context;
}
