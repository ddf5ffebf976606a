import type { CompanyPublic } from "@froyo/contracts";
import { eq } from "drizzle-orm";
import { companies } from "../../db/schema/index.js";
import type { AppDb } from "../../db/types.js";

export type CompanyRow = typeof companies.$inferSelect;

export async function findCompanyBySubdomain(db: AppDb, subdomain: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.subdomain, subdomain)).limit(1);
  return row;
}

export async function findCompanyById(db: AppDb, id: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

export async function findPlatformCompany(db: AppDb): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.isPlatform, true)).limit(1);
  return row;
}

/** What any visitor of the company's subdomain may see: branding, never secrets or settings. */
export function toPublicCompany(row: CompanyRow): CompanyPublic {
  const image = (path: string | null) => (path ? { path } : null);
  return {
    id: row.id,
    name: row.name,
    subdomain: row.subdomain ?? "",
    primary_color_hex: row.primaryColorHex,
    primary_logo: image(row.primaryLogoPath),
    footer_logo: image(row.footerLogoPath),
    favicon: image(row.faviconPath),
    public_site_url: row.publicSiteUrl,
  };
}
