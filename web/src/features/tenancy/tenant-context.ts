import type { CompanyPublic } from "@froyo/contracts";
import { createContext, use } from "react";

export interface TenantState {
  /** The company of the host's subdomain; null on the bare domain or when the check failed. */
  company: CompanyPublic | null;
  /** True until the subdomain check has answered (always false on the bare domain). */
  checking: boolean;
}

// Pure: a chunk that imports the tenancy feature's index only for `onCompanySubdomain` then leaves this module out
// (as a call, Rollup would otherwise keep it, split into a chunk of its own that the start-up must fetch).
export const TenantContext = /* @__PURE__ */ createContext<TenantState | null>(null);

export function useTenant(): TenantState {
  const context = use(TenantContext);
  if (!context) throw new Error("useTenant must be used within a TenantProvider");
  return context;
}
