import { eq } from "drizzle-orm";
import { companies } from "../db/schema/index.js";
import type { AppDb } from "../db/types.js";

/** A tenant: a company, or the platform (tenant zero, decision 001). */
export type CompanyRow = typeof companies.$inferSelect;

/** The company a request's host names (tenancy.ts resolves the host to a subdomain first). */
export async function findCompanyBySubdomain(db: AppDb, subdomain: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.subdomain, subdomain)).limit(1);
  return row;
}

/** The company a scope acts in, by its id. */
export async function findCompanyById(db: AppDb, id: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

export async function findPlatformCompany(db: AppDb): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.isPlatform, true)).limit(1);
  return row;
}
