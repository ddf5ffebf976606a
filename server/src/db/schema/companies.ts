import { sql } from "drizzle-orm";
import { boolean, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idColumn, updatedAt } from "./columns.js";

/**
 * Tenants. Not row-level secured: a company's branding is public on its subdomain. The platform itself is
 * "tenant zero" (`is_platform`, no subdomain): platform staff are its users, so every user row has a company.
 */
export const companies = pgTable(
  "companies",
  {
    id: idColumn(),
    name: text("name").notNull(),
    subdomain: text("subdomain"),
    isPlatform: boolean("is_platform").notNull().default(false),
    primaryColorHex: text("primary_color_hex"),
    primaryLogoPath: text("primary_logo_path"),
    footerLogoPath: text("footer_logo_path"),
    faviconPath: text("favicon_path"),
    publicSiteUrl: text("public_site_url"),
    tutorialUrl: text("tutorial_url"),
    manualUrl: text("manual_url"),
    manualPasswordHash: text("manual_password_hash"),
    supportEmail: text("support_email"),
    defaultTimezone: text("default_timezone").notNull().default("UTC"),
    /** ISO 4217: every `*_cents` amount of the company is in minor units of this currency. */
    currency: text("currency").notNull().default("USD"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id] }),
    uniqueIndex("companies_subdomain_key").on(t.subdomain),
    uniqueIndex("companies_single_platform_key").on(t.isPlatform).where(sql`${t.isPlatform}`),
  ],
);
