import type { CompanyPublic } from "@froyo/contracts";
import { useBrandCompany } from "../theme/brand-context";
import { DEFAULT_CURRENCY } from "./money";

/** The currency of the company's amounts (ISO 4217); USD, the server's default, when no company is known. */
export function companyCurrency(company: CompanyPublic | null): string {
  return company?.currency ?? DEFAULT_CURRENCY;
}

/** The currency of the company on screen (the signed-in user's, else the subdomain's). */
export function useCompanyCurrency(): string {
  return companyCurrency(useBrandCompany());
}
