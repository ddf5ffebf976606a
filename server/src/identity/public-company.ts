import type { CompanyPublic } from "@froyo/contracts";
import type { CompanyRow } from "./tenants.repository.js";

const image = (path: string | null) => (path ? { path } : null);

/** What any visitor of the company's subdomain may see: branding, never secrets or settings. */
export function toPublicCompany(row: CompanyRow): CompanyPublic {
  return {
    id: row.id,
    name: row.name,
    subdomain: row.subdomain ?? "",
    primary_color_hex: row.primaryColorHex,
    primary_logo: image(row.primaryLogoPath),
    footer_logo: image(row.footerLogoPath),
    favicon: image(row.faviconPath),
    public_site_url: row.publicSiteUrl,
    currency: row.currency,
    default_timezone: row.defaultTimezone,
  };
}
