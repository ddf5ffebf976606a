import type { CompanyPublic } from "@froyo/contracts";
import { createContext, use } from "react";

/** The company whose branding is on screen: the signed-in user's, else the subdomain's, else none (defaults). */
export const BrandContext = createContext<CompanyPublic | null>(null);

export function useBrandCompany(): CompanyPublic | null {
  return use(BrandContext);
}
