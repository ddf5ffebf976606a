import type { CompanyPublic } from "@froyo/contracts";
import { useBrandCompany } from "../../theme/brand-context";

/** The zone this browser runs in: the fallback when the company names none. */
function browserTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/**
 * The company's timezone (its `default_timezone`), else the browser's where no company is known. Day boundaries of
 * the presets follow it, so "today" is the company's day and not the viewer's.
 */
export function companyTimezone(company: CompanyPublic | null): string {
  return company?.default_timezone || browserTimezone();
}

export function useCompanyTimezone(): string {
  return companyTimezone(useBrandCompany());
}
