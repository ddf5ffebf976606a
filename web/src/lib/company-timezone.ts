import type { CompanyPublic } from "@froyo/contracts";
import { useBrandCompany } from "../theme/brand-context";
import { browserTimezone } from "./browser-timezone";

/**
 * The company's timezone (its `default_timezone`), else the browser's where no company is known. Day boundaries
 * (the analytics presets, the day a product's cost starts) follow it, so "today" is the company's day and not the
 * viewer's.
 */
export function companyTimezone(company: CompanyPublic | null): string {
  return company?.default_timezone || browserTimezone();
}

export function useCompanyTimezone(): string {
  return companyTimezone(useBrandCompany());
}

const zoneDateFormats = new Map<string, Intl.DateTimeFormat>();

/** The date it is at `now` in `timeZone` (an IANA name), as YYYY-MM-DD. */
export function localToday(timeZone: string, now: Date = new Date()): string {
  let format = zoneDateFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD; numbers in Latin digits whatever the interface's language.
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    zoneDateFormats.set(timeZone, format);
  }
  return format.format(now);
}
